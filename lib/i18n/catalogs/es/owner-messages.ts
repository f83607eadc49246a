import type { Catalog } from "../catalog";

export const ownerMessages: Catalog["ownerMessages"] = {
  studio_verified: {
    subject: "{studio} está verificado",
    text: "La plataforma ha verificado {studio}: su web está publicada y acepta reservas.",
  },
  studio_rejected: {
    subject: "{studio} no se ha verificado",
    text: "La plataforma no ha verificado {studio}: su web no está publicada.",
    next: "Corrige los datos en el panel y vuelve a pedir la verificación:",
  },
  studio_suspended: {
    subject: "{studio} está suspendido",
    text: "La plataforma ha suspendido {studio}: su web no está publicada y no acepta reservas.",
    next: "El panel muestra la situación del estudio:",
  },
  studio_reinstated: {
    subject: "{studio} vuelve a estar activo",
    text: "La plataforma ha reactivado {studio}: su web vuelve a estar publicada y acepta reservas.",
  },
  card_payments_stopped: {
    subject: "Pagos con tarjeta detenidos en {studio}",
    text: "Stripe ha desactivado los pagos con tarjeta en la cuenta de {studio}: los clientes no pueden pagar la señal con tarjeta hasta que se resuelva. Las reservas que se pagan en el estudio siguen igual.",
    needs: "Lo que Stripe dice que necesita:",
    next: "Abre Pagos en el panel para continuar con Stripe:",
  },
  card_payments_resumed: {
    subject: "Vuelven los pagos con tarjeta en {studio}",
    text: "Stripe ha vuelto a activar los pagos con tarjeta en la cuenta de {studio}: los clientes pueden pagar la señal con tarjeta.",
  },
  reason: "Motivo de la plataforma",
  dashboard: "Abre el panel:",
  footer: "Recibes este correo como propietario de {studio}.",
};
