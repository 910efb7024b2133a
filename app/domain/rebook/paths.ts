// Addresses of the rebook and ancillary pages, shared by loaders and components.
export const detailsHref = (bookingId: string) => `/secured/booking/bookingDetails?bookingId=${encodeURIComponent(bookingId)}`;
export const reshopHref = (query: URLSearchParams | string) => `/secured/booking/flightReshop?${query}`;
export const ancillaryHref = (bookingId: string) => `/secured/booking/flightAncillaryReshop?bookingId=${encodeURIComponent(bookingId)}`;
