// Heavy libraries a page should download only where it shows them, recognised in JavaScript bodies by strings that
// survive minification. Shared by bench:floor and tests/e2e/site/budgets.spec.ts.
/** @type {Record<'chart' | 'embla' | 'zod' | 'demo' | 'room', (js: string) => boolean>} */
export const heavyCode = {
  chart: (js) => /Chart\.js v\d|chartjs-/.test(js) || js.includes('Chart with ID'),
  embla: (js) => /slidesInView|slideFocusStart|containScroll/.test(js),
  zod: (js) => /ZodError|\$ZodType/.test(js),
  demo: (js) => js.includes('/api/demo') || js.includes('Dobbeltregistrering'),
  // The team room's client leaves (Udsendelser's form, Slet en person's finder, Vagtplan's chart): never on a public page.
  room: (js) =>
    js.includes('Send prøve til mig') ||
    js.includes('Slet permanent') ||
    js.includes('coverage-chart'),
};

/** Names of the heavy libraries found in one script body. @param {string} js */
export const heavyIn = (js) =>
  /** @type {Array<keyof typeof heavyCode>} */ (Object.keys(heavyCode)).filter((name) =>
    heavyCode[name](js),
  );
