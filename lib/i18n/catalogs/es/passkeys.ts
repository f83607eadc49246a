import type { Catalog } from "../catalog";

export const passkeys: Catalog["passkeys"] = {
  link: "Tus llaves de acceso",
  title: "Tus llaves de acceso",
  intro: "Con una llave de acceso entras sin esperar el correo. Quita la de un dispositivo que ya no uses o que hayas perdido.",
  loading: "Cargando…",
  failed: "No se han podido cargar tus llaves de acceso. Vuelve a cargar la página.",
  none: "Aún no tienes ninguna llave de acceso.",
  unnamed: "Llave de acceso sin nombre",
  added: "Añadida el {date}",
  synced: "sincronizada entre tus dispositivos",
  add: "Añadir una llave de acceso",
  remove: "Quitar «{name}»",
  confirmRemove: "¿Quitar la llave de acceso «{name}»? Ya no podrás entrar con ella.",
  removed: "Se ha quitado «{name}».",
  notRemoved: "No se ha podido quitar la llave de acceso.",
  addedNow: "Llave de acceso añadida.",
  notAdded: "No se ha añadido ninguna llave de acceso.",
  working: "Un momento…",
};
