// The help text of `npm run admin`; printed for `help`, `--help` and after every usage error.

export const usage = `Brug: npm run admin -- <kommando> [tilvalg]

Kommandoer:
  messages [--since 7d] [--category klage] [--format table|csv|xlsx|json] [--delimiter ',']
      Beskeder fra kontaktformularen, nyeste først. --since tager 12h, 7d eller en dato (2025-05-01).
  subscribers [--format csv|xlsx|json] [--delimiter ',']
      Nyhedsbrevets modtagere med hver modtagers afmeldingslink (kræver UNSUBSCRIBE_SECRET).
  volunteers [--format csv|xlsx|json] [--delimiter ',']
      De bekræftede frivillige med én kolonne pr. opgave og tidspunkt ("x" hvor valgt).
  forget <email> [--yes]
      Sletter alle rækker med den email (uanset store/små bogstaver) i alle tabeller.
      Viser først, hvad der slettes, og spørger – medmindre --yes er givet.
  purge
      Sletter det, der er ældre end opbevaringsperioden: beskeder efter 180 dage,
      rate-limit-rækker efter 24 timer, statistik efter 13 måneder, ubekræftede frivillige
      efter 7 dage, alle frivillige 60 dage efter valget, tilmeldinger til arrangementer
      30 dage efter arrangementet, nyhedsbrevets udsendte kopier 30 dage efter afsendelsen og
      hele vagtplanen (vagter, pladser, fremmøde, plakatansvarlig) 30 dage efter valget.
  stats
      Afstemningens resultat samt sidevisninger og brug af AI-demoer de seneste 30 dage.
  mail status
      Mails i udbakken pr. status (afventer, sendt, fejlet), den ældste ventende og de fejlede.
  mail retry [--failed]
      Sender de ventende mails, der er klar nu (som GET /api/cron/mail). --failed sætter først
      fejlede mails tilbage i kø, fx efter at SMTP-opsætningen er rettet.
  events
      Arrangementerne i content/events med pladser, antal tilmeldte og venteliste.
  event <arrangement> [--format csv|xlsx] [--delimiter ',']
      Deltagerlisten for ét arrangement (navn, email, personer, status).
  newsletter list
      Nyhedsbrevene i content/nyhedsbreve med emner og seneste udsendelse.
  newsletter send <nyhedsbrev> [--topics byraadet,arrangementer] [--yes]
      Sender nyhedsbrevet til dem, der har valgt mindst ét af emnerne (standard: brevets egne emner)
      og ikke har fået det før. Viser antallet og spørger – medmindre --yes er givet.
  newsletter status <nyhedsbrev>
      Nyhedsbrevets udsendelser med status og antal (sendt, fejlet, afvist, afmeldt siden).
  shifts list
      Vagtplanens vagter: opgave, tid (dansk tid), mødested, pladser taget af i alt, aflyst.
  shifts export [--format csv|xlsx] [--out vagter.xlsx] [--delimiter ',']
      Alle taget pladser med frivillig, telefon, fremmøde og udeblivelse (som Kampagnerummets Vagter).
  help
      Denne tekst.

--format xlsx skriver en Excel-fil med --out <fil.xlsx> (findes filen, skrives den ikke over): alle celler er
tekst, præcis som gemt, så intet kan blive en formel.
CSV er UTF-8 med BOM (æøå vises korrekt i regneark) og semikolon mellem felterne, som dansk Excel
forventer (--delimiter ',' til andre programmer). Hvor en celle eller en del af den (efter ; , tabulator eller
linjeskift) begynder med = + - @, kommer en apostrof foran, så regnearket ikke kører den som en formel.
Databasen: DATABASE_URL, ellers den indbyggede database i .data/pglite (PGLITE_DATA_DIR).
Stop \`npm run dev\` først, når du bruger den indbyggede database: den kan kun åbnes af ét program ad gangen.
`;
