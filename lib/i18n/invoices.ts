// Invoices' texts (docs/invoices.md): the PDF, the booking's invoices and the owner's page. The
// shape of these texts; each language's are in lib/i18n/catalogs/<locale>/invoices.ts. Placeholders
// are ICU ({number}), filled with fmt().

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
  /** The guest's manage page (docs/invoices.md, The guest asks). */
  guest: {
    title: string;
    intro: string;
    name: string;
    taxId: string;
    address: string;
    ask: string;
    done: string;
    /** {number} */
    pdf: string;
    refused: string;
    busy: string;
    invalid: string;
  };
  /** The month's archive for the accountant (docs/invoices.md, For the accountant). */
  export: {
    invoiceHeader: string[];
    paymentHeader: string[];
    feeHeader: string[];
    /** The prepaid hours sold in the month (docs/prepaid-hours.md). */
    prepaidHeader: string[];
    total: string;
    cardDeposit: string;
    methods: { cash: string; card_at_studio: string; bank_transfer: string; online: string; prepaid: string };
    methodUnsaid: string;
    markedPaid: string;
    title: string;
    intro: string;
    month: string;
    download: string;
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
