import type { Catalog } from "../catalog";

export const payments: Catalog["payments"] = {
  nav: "Pagos",
  title: "Pagos con tarjeta",
  ownersOnly: "Solo los propietarios del estudio pueden ver y cambiar los pagos.",
  platformMode: "Las señales con tarjeta se cobran en la cuenta de Stripe de la plataforma.",
  connectMode: "Las señales con tarjeta se cobran directamente en la cuenta de Stripe del estudio: el estudio es el comercio.",
  notConfigured: "Los pagos con tarjeta no están configurados en esta instalación.",
  connect: "Conectar con Stripe",
  resume: "Continuar el alta en Stripe",
  working: "Abriendo Stripe…",
  noAccount: "El estudio aún no tiene una cuenta de Stripe conectada.",
  account: "Cuenta de Stripe",
  chargesOn: "Puede cobrar con tarjeta.",
  chargesOff: "Todavía no puede cobrar con tarjeta.",
  detailsSubmitted: "Datos enviados a Stripe.",
  detailsMissing: "Faltan datos por enviar a Stripe.",
  stillNeeds: "Stripe todavía necesita:",
  nothingDue: "Stripe no pide nada más.",
  cardOn: "Los clientes pueden pagar la señal con tarjeta.",
  cardOff: "Los clientes no pueden pagar con tarjeta ahora.",
  cardSettingOff: "Los pagos con tarjeta están desactivados en Ajustes.",
  fee: "Comisión de la plataforma: {percent} % de cada señal.",
  feeOnRefund:
    "Un reembolso no devuelve la comisión de la plataforma: el cliente recibe todo el importe que reembolses, que sale de tu saldo de Stripe, y la plataforma se queda su comisión sobre esa señal.",
  expired: "El enlace de Stripe caducó; ábrelo de nuevo.",
  failed: "No se pudo abrir Stripe. Inténtalo de nuevo.",
};
