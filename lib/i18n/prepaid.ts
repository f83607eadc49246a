// Prepaid hours' texts (docs/prepaid-hours.md): the buyer's email, the site's balance page, the
// booking step's code field and the dashboard's page. The shape of these texts; each language's
// are in lib/i18n/catalogs/<locale>/prepaid.ts. Placeholders are ICU, filled with fmt().

export type PrepaidTexts = {
  email: {
    /** {studio} */
    subject: string;
    /** {name}, {pack}, {studio} */
    intro: string;
    /** {code} */
    code: string;
    /** {hours}, {date}: the hours bought and the day they expire. */
    what: string;
    howTo: string;
    balance: string;
  };
  page: {
    title: string;
    intro: string;
    codeLabel: string;
    check: string;
    unknown: string;
    /** {hours}: hours left (may be fractional, "1.5"). */
    left: string;
    /** {date} */
    expires: string;
    /** {date} */
    expired: string;
    /** {hours} of {total}: the pack's hours. */
    of: string;
    book: string;
    busy: string;
  };
  /** Buying a pack on the site by card (docs/prepaid-hours.md, Buying on the site). */
  buy: {
    title: string;
    intro: string;
    pack: string;
    /** {hours}, {price}, {days}: a pack as offered. */
    offer: string;
    name: string;
    email: string;
    next: string;
    /** {amount} */
    pay: string;
    working: string;
    cardTitle: string;
    /** {email}: where the code goes. */
    paid: string;
    /** {message} */
    failed: string;
    invalidPack: string;
    invalidName: string;
    invalidEmail: string;
    unavailable: string;
    busy: string;
  };
  /** The booking flow's payment step. */
  step: {
    label: string;
    hint: string;
    /** The confirm's 400 about the code: unknown at this studio, or its hours are for other rooms. */
    invalid: string;
    /** {left}, {needed}: hours left on the code and the session's hours. */
    short: string;
    expired: string;
    /** The button that empties the field. */
    remove: string;
  };
  dashboard: {
    title: string;
    packs: string;
    noPacks: string;
    name: string;
    hours: string;
    price: string;
    validDays: string;
    rooms: string;
    allRooms: string;
    addPack: string;
    active: string;
    deactivate: string;
    activate: string;
    sold: string;
    sell: string;
    pack: string;
    buyer: string;
    buyerEmail: string;
    method: string;
    sellButton: string;
    /** {code}: shown once after a sale. */
    soldCode: string;
    passes: string;
    noPasses: string;
    code: string;
    left: string;
    expiresOn: string;
    expiredOn: string;
    link: string;
    /** The add form's price label, {currency}. */
    priceIn: string;
    hoursHint: string;
    roomsHint: string;
    added: string;
    changed: string;
    /** The "on sale" column's values. */
    yes: string;
    no: string;
    soldOn: string;
  };
  /** The phone booking form's field. */
  phoneField: string;
};
