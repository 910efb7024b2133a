// What the agent pages need in the browser (components may not import contracts values).
export { MAX_QUOTE_OPTIONS, QUOTES_PAGE_SIZE } from "~/contracts/quote";
