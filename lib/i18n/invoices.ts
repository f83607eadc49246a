// Invoices' texts (docs/invoices.md): the PDF and the dashboard's invoice forms, the three languages
// side by side in this one module, each complete by its type. Placeholders are ICU ({number}),
// filled with fmt().
import type { Locale } from "../contract/locales";

export type InvoiceTexts = {
  pdf: {
    /** By kind. */
    title: { simplified: string; full: string; substitute: string; rectifying: string };
    number: string;
    date: string;
    seller: string;
    customer: string;
    taxId: string;
    /** {number}: the simplified invoice a full one replaces. */
    replaces: string;
    /** {number}: the invoice a rectifying one corrects. */
    rectifies: string;
    reason: string;
    description: string;
    /** {reference}, {room}, {date}, {start}, {end}. */
    session: string;
    base: string;
    /** {rate}: "21 %". */
    tax: string;
    total: string;
    /** The record's hash, printed small. */
    hash: string;
  };
  ui: {
    title: string;
    none: string;
    caption: string;
    number: string;
    kind: string;
    kinds: { simplified: string; full: string; substitute: string; rectifying: string };
    issued: string;
    total: string;
    state: string;
    /** {number}. */
    replacedBy: string;
    pdf: string;
    issueSimplified: string;
    issueFull: string;
    customerName: string;
    customerTaxId: string;
    customerAddress: string;
    issue: string;
    issuedDone: string;
    rectify: string;
    rectifyReason: string;
    rectifyConfirm: string;
    rectifiedDone: string;
    back: string;
    noProfile: string;
  };
  /** The owner's Invoices page. */
  page: {
    title: string;
    link: string;
    intro: string;
    legalName: string;
    taxId: string;
    address: string;
    /** In percent. */
    taxRate: string;
    pricesIncludeTax: string;
    save: string;
    saved: string;
    chainTitle: string;
    chainIntro: string;
    check: string;
    /** {count}. */
    chainOk: string;
    /** {number}, {problem}. */
    chainBroken: string;
  };
};

export const INVOICE_TEXTS: Record<Locale, InvoiceTexts> = {
  es: {
    pdf: {
      title: { simplified: "Factura simplificada", full: "Factura", substitute: "Factura", rectifying: "Factura rectificativa" },
      number: "Número",
      date: "Fecha de expedición",
      seller: "Emisor",
      customer: "Destinatario",
      taxId: "NIF",
      replaces: "Sustituye a la factura simplificada {number}",
      rectifies: "Rectifica la factura {number} (por sustitución)",
      reason: "Motivo",
      description: "Concepto",
      session: "Reserva {reference}: {room}, {date}, {start}–{end}",
      base: "Base imponible",
      tax: "IVA {rate}",
      total: "Total",
      hash: "Huella del registro",
    },
    ui: {
      title: "Facturas",
      none: "Esta reserva no tiene factura.",
      caption: "Facturas de la reserva",
      number: "Número",
      kind: "Tipo",
      kinds: { simplified: "Simplificada", full: "Completa", substitute: "Completa (sustituye)", rectifying: "Rectificativa" },
      issued: "Emitida",
      total: "Total",
      state: "Estado",
      replacedBy: "Sustituida por {number}",
      pdf: "PDF",
      issueSimplified: "Emitir factura simplificada",
      issueFull: "Emitir factura completa",
      customerName: "Nombre o razón social del cliente",
      customerTaxId: "NIF del cliente",
      customerAddress: "Dirección del cliente",
      issue: "Emitir factura",
      issuedDone: "Factura emitida.",
      rectify: "Rectificar",
      rectifyReason: "Motivo de la rectificación",
      rectifyConfirm: "Emitir factura rectificativa",
      rectifiedDone: "Factura rectificativa emitida.",
      back: "No, volver",
      noProfile: "Para emitir facturas, el propietario añade los datos fiscales del estudio en la página Facturas.",
    },
    page: {
      title: "Facturas y datos fiscales",
      link: "Facturas y datos fiscales",
      intro: "Los datos fiscales del estudio aparecen en cada factura. Una factura emitida conserva los datos con los que se emitió.",
      legalName: "Nombre o razón social",
      taxId: "NIF",
      address: "Domicilio fiscal",
      taxRate: "Tipo de IVA (%)",
      pricesIncludeTax: "Los precios de las reservas incluyen el IVA",
      save: "Guardar los datos fiscales",
      saved: "Datos fiscales guardados.",
      chainTitle: "Cadena de registros",
      chainIntro: "Cada factura guarda la huella de la anterior: si alguien cambiara un registro, la comprobación lo detectaría.",
      check: "Comprobar la cadena",
      chainOk: "Cadena correcta: {count, plural, one {# registro comprobado} other {# registros comprobados}}.",
      chainBroken: "La cadena está rota en la factura {number}: {problem}",
    },
  },
  ca: {
    pdf: {
      title: { simplified: "Factura simplificada", full: "Factura", substitute: "Factura", rectifying: "Factura rectificativa" },
      number: "Número",
      date: "Data d'expedició",
      seller: "Emissor",
      customer: "Destinatari",
      taxId: "NIF",
      replaces: "Substitueix la factura simplificada {number}",
      rectifies: "Rectifica la factura {number} (per substitució)",
      reason: "Motiu",
      description: "Concepte",
      session: "Reserva {reference}: {room}, {date}, {start}–{end}",
      base: "Base imposable",
      tax: "IVA {rate}",
      total: "Total",
      hash: "Empremta del registre",
    },
    ui: {
      title: "Factures",
      none: "Aquesta reserva no té factura.",
      caption: "Factures de la reserva",
      number: "Número",
      kind: "Tipus",
      kinds: { simplified: "Simplificada", full: "Completa", substitute: "Completa (substitueix)", rectifying: "Rectificativa" },
      issued: "Emesa",
      total: "Total",
      state: "Estat",
      replacedBy: "Substituïda per la {number}",
      pdf: "PDF",
      issueSimplified: "Emetre factura simplificada",
      issueFull: "Emetre factura completa",
      customerName: "Nom o raó social del client",
      customerTaxId: "NIF del client",
      customerAddress: "Adreça del client",
      issue: "Emetre la factura",
      issuedDone: "Factura emesa.",
      rectify: "Rectificar",
      rectifyReason: "Motiu de la rectificació",
      rectifyConfirm: "Emetre factura rectificativa",
      rectifiedDone: "Factura rectificativa emesa.",
      back: "No, tornar",
      noProfile: "Per emetre factures, el propietari afegeix les dades fiscals de l'estudi a la pàgina Factures.",
    },
    page: {
      title: "Factures i dades fiscals",
      link: "Factures i dades fiscals",
      intro: "Les dades fiscals de l'estudi apareixen a cada factura. Una factura emesa conserva les dades amb què es va emetre.",
      legalName: "Nom o raó social",
      taxId: "NIF",
      address: "Domicili fiscal",
      taxRate: "Tipus d'IVA (%)",
      pricesIncludeTax: "Els preus de les reserves inclouen l'IVA",
      save: "Desar les dades fiscals",
      saved: "Dades fiscals desades.",
      chainTitle: "Cadena de registres",
      chainIntro: "Cada factura guarda l'empremta de l'anterior: si algú canviés un registre, la comprovació ho detectaria.",
      check: "Comprovar la cadena",
      chainOk: "Cadena correcta: {count, plural, one {# registre comprovat} other {# registres comprovats}}.",
      chainBroken: "La cadena està trencada a la factura {number}: {problem}",
    },
  },
  en: {
    pdf: {
      title: { simplified: "Simplified invoice", full: "Invoice", substitute: "Invoice", rectifying: "Rectifying invoice" },
      number: "Number",
      date: "Date of issue",
      seller: "Issued by",
      customer: "Billed to",
      taxId: "Tax ID",
      replaces: "Replaces simplified invoice {number}",
      rectifies: "Corrects invoice {number} (by substitution)",
      reason: "Reason",
      description: "Description",
      session: "Booking {reference}: {room}, {date}, {start}–{end}",
      base: "Tax base",
      tax: "VAT {rate}",
      total: "Total",
      hash: "Record hash",
    },
    ui: {
      title: "Invoices",
      none: "This booking has no invoice.",
      caption: "The booking's invoices",
      number: "Number",
      kind: "Kind",
      kinds: { simplified: "Simplified", full: "Full", substitute: "Full (replacing)", rectifying: "Rectifying" },
      issued: "Issued",
      total: "Total",
      state: "State",
      replacedBy: "Replaced by {number}",
      pdf: "PDF",
      issueSimplified: "Issue a simplified invoice",
      issueFull: "Issue a full invoice",
      customerName: "Customer's name or company",
      customerTaxId: "Customer's tax ID",
      customerAddress: "Customer's address",
      issue: "Issue the invoice",
      issuedDone: "Invoice issued.",
      rectify: "Correct",
      rectifyReason: "Reason for the correction",
      rectifyConfirm: "Issue a rectifying invoice",
      rectifiedDone: "Rectifying invoice issued.",
      back: "No, go back",
      noProfile: "To issue invoices, the owner adds the studio's tax details on the Invoices page.",
    },
    page: {
      title: "Invoices and tax details",
      link: "Invoices and tax details",
      intro: "The studio's tax details appear on every invoice. An issued invoice keeps the details it was issued with.",
      legalName: "Legal name",
      taxId: "Tax ID",
      address: "Registered address",
      taxRate: "VAT rate (%)",
      pricesIncludeTax: "Booking prices include VAT",
      save: "Save the tax details",
      saved: "Tax details saved.",
      chainTitle: "Chain of records",
      chainIntro: "Each invoice keeps the hash of the one before it: a record changed afterwards would be found by the check.",
      check: "Check the chain",
      chainOk: "The chain holds: {count, plural, one {# record checked} other {# records checked}}.",
      chainBroken: "The chain is broken at invoice {number}: {problem}",
    },
  },
};
