import type { Catalog } from "../catalog";

export const unavailable: Catalog["unavailable"] = {
  title: "Temporarily unavailable",
  text: "The service is briefly unavailable. Please try again in a moment: this page will reload by itself.",
  retry: "Try again now",
};
