import type { Catalog } from "../catalog";

export const unavailable: Catalog["unavailable"] = {
  title: "No disponible temporalment",
  text: "El servei no està disponible ara mateix. Torna-ho a provar d'aquí a un moment: aquesta pàgina es recarregarà sola.",
  retry: "Torna-ho a provar ara",
};
