// The few parts of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  type Result = {
    requests: { average: number; total: number };
    non2xx: number;
    latency: { p99: number; average: number };
  };
  export default function autocannon(options: Options): Promise<Result>;
}
