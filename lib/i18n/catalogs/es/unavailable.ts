import type { Catalog } from "../catalog";

export const unavailable: Catalog["unavailable"] = {
  title: "No disponible temporalmente",
  text: "El servicio no está disponible ahora mismo. Vuelve a intentarlo en un momento: esta página se recargará sola.",
  retry: "Reintentar ahora",
};
