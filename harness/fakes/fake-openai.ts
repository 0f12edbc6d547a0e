// A fake OpenAI-compatible chat-completions server on loopback. The first path segment picks the
// behaviour: /{scenario}/v1/chat/completions, or /current/v1/… for the scenario last chosen with
// `use()`, so one Worker (one AI_BASE_URL) can meet every behaviour in turn. Every request is
// recorded; `holdAfter(n)` lets n answers through and holds the next ones until `resume()`.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Scenario =
  | "ok"
  | "retry-429"
  | "retry-500"
  | "always-500"
  | "timeout"
  | "malformed"
  | "no-choices"
  | "error-401"
  | "error-leak"
  | "fenced"
  | "flaky"
  | "slow"
  | "stream"
  | "topic"
  | "planted"
  | "scripted";

interface RecordedRequest {
  scenario: string;
  authorization: string | undefined;
  body: {
    model: string;
    temperature: number;
    max_tokens: number;
    messages: { role: string; content: string }[];
  };
  at: number;
}

interface StreamLog {
  /** Pieces written so far. */
  sent: number;
  ended: boolean;
  /** The client closed the connection before the end. */
  aborted: boolean;
}

export interface FakeOpenAi {
  /** The base URL of one scenario, or of "current": whatever `use()` chose last (initially "ok"). */
  baseUrl(scenario: Scenario | "current"): string;
  /** Chooses the scenario of /current/ (the one a test's Worker was started with). */
  use(scenario: Scenario): void;
  /** Answers the next `n` requests, then holds every later answer until `resume()`. */
  holdAfter(n: number): void;
  /** Answers every held request and stops holding. */
  resume(): void;
  /** Requests received and held, not answered yet. */
  readonly held: number;
  /** Requests whose client hung up before the answer came (held ones included). */
  readonly dropped: number;
  /** "stream" answers hold after the first part until this is called. */
  release(): void;
  streams: StreamLog[];
  /** The generation requests received (second opinions apart, in `opinions`). */
  requests: RecordedRequest[];
  /** The claims check's second-opinion requests received (one per page a generator saved). */
  opinions: RecordedRequest[];
  /**
   * The "scripted" scenario's answers: the page a test writes for each generation request (its
   * user message); its second opinions flag nothing, so what a test measures is the rules' own.
   */
  script(answer: (user: string) => string): void;
  /** Forgets the requests and streams, stops holding, and goes back to "ok". */
  reset(): void;
  close(): Promise<void>;
}

const FAKE_HTML =
  "<h2>Instalação do motor PPA</h2><p>Conteúdo gerado pelo serviço de teste.</p><script>alert(1)</script>";

const userOf = (r: RecordedRequest) => r.body.messages.find((m) => m.role === "user")?.content ?? "";

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString("utf8")));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

// ----- "topic": an answer written from the request's own title and instructions ---------------
//
// Realistic enough for the site-wide uniqueness gate to be exercised honestly: each page is about
// its own title, built from the topic's instructions (content/generator-titles.ts prompts), with
// a few sentences any model repeats between pages, and, for one topic in three, a frozen fact a
// model may write despite its prompt (hours, a response time, a price), which the app must cut.

const IMPERATIVES: [RegExp, string][] = [
  [/^Explique para leigos /, "Explicamos, sem termos difíceis, "],
  [/^Explique /, "Explicamos "],
  [/^Descreva /, "Descrevemos "],
  [/^Aborde /, "Abordamos "],
  [/^Foque /, "O foco é "],
  [/^Mostre /, "Mostramos "],
  [/^Ensine /, "Ensinamos "],
  [/^Oriente /, "Orientamos "],
  [/^Liste /, "Listamos "],
  [/^Trate /, "Tratamos "],
  [/^Organize /, "Organizamos "],
  [/^Ajude o leitor /, "Ajudamos você "],
  [/^Monte /, "Montamos "],
  [/^Dê /, "Damos "],
  [/^Cubra /, "Cobrimos "],
  [/^Relacione /, "Relacionamos "],
  [/^Apresente /, "Apresentamos "],
];

const SHARED_SENTENCES = [
  "Antes de qualquer ajuste, desligue a energia do motor no disjuntor e mantenha crianças e animais longe do portão.",
  "Se algo parecer fora do normal, pare, destrave o portão e use-o manualmente até a visita de um técnico.",
  "Cada modelo tem as suas particularidades: o manual do fabricante é a referência para medidas e tempos.",
];

const FROZEN_FACTS = [
  "Atendemos de segunda a sexta, das 8h às 18h, com retorno em até 2 horas.",
  "O kit completo instalado sai a partir de R$ 800, em até 10x no cartão.",
  "Temos garantia de 1 ano de fábrica e mais de 10.000 clientes atendidos desde 1999.",
];

const hash = (text: string) => {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
};

/**
 * An HTML answer about the user message's title, from its instructions; one in three also states
 * a frozen fact unless `frozenFacts` is false (an answer with nothing about the business).
 */
export function topicAnswer(user: string, frozenFacts = true): string {
  const title = /Escreva a página: "([^"]+)"/.exec(user)?.[1] ?? "o assunto";
  const prompt = /Instruções adicionais: ([\s\S]+)$/.exec(user)?.[1]?.trim() ?? "";
  const h = hash(title);
  let lead = prompt;
  for (const [re, to] of IMPERATIVES) lead = lead.replace(re, to);
  const clauses = prompt
    .replace(/\.$/, "")
    .split(/,\s+| e (?=[a-zà-ú])/)
    .map((c) => c.trim().replace(/^[A-ZÀ-Ú][a-zà-ú]+ (o leitor )?/, ""))
    .filter((c) => c.split(" ").length >= 3 && !/^sem |citar|inventar/.test(c));
  const subject = title.replace(/:.*$/, "");
  const parts = [
    `<h2>${subject}</h2>`,
    `<p>${lead || `Este guia trata de ${subject.toLowerCase()}.`}</p>`,
    `<h2>Passo a passo: ${subject.toLowerCase()}</h2>`,
    `<ol>${clauses.map((c) => `<li>${c.charAt(0).toUpperCase()}${c.slice(1)}.</li>`).join("")}</ol>`,
    `<h2>Segurança</h2><p>${SHARED_SENTENCES[h % SHARED_SENTENCES.length]}</p>`,
    `<h3>${subject}: quando chamar um técnico?</h3>`,
    `<p>Quando o problema persistir depois das verificações deste guia sobre ${subject.toLowerCase()}, ou se a tarefa exigir abrir a central com a energia ligada.</p>`,
  ];
  if (frozenFacts && h % 3 === 0) parts.push(`<p>${FROZEN_FACTS[h % FROZEN_FACTS.length]}</p>`);
  return parts.join("\n");
}

// ----- "planted": a topic answer with invented claims in one answer of three ----------------
//
// What a real model writes despite its prompt: a named customer's testimonial, a Google rating, a
// warranty the seller never gave, a price, a superlative. Planted in the first paragraph (the one
// a summary is made from) and in a section of its own, so both the body and the meta description
// are tested.
export const PLANTED_CLAIMS = [
  "A dona Cláudia, do Tatuapé, conta que o portão nunca mais travou depois da visita.",
  "Temos nota 4,9 no Google e mais de trezentas avaliações de clientes.",
  "Todos os serviços têm garantia de um ano e saem a partir de R$ 490.",
  "Somos a melhor empresa de automação de portões de São Paulo.",
  "Nossos técnicos chegam no mesmo dia, em até duas horas.",
  "O seu João, síndico na Mooca, recomendou a empresa para o prédio inteiro.",
];

/** The "topic" answer, with two planted claims in one answer of three (by the title's hash). */
export function plantedAnswer(user: string): string {
  const title = /Escreva a página: "([^"]+)"/.exec(user)?.[1] ?? "o assunto";
  const h = hash(`${title}#planted`);
  const answer = topicAnswer(user);
  if (h % 3 !== 0) return answer;
  const first = PLANTED_CLAIMS[h % PLANTED_CLAIMS.length]!;
  const second = PLANTED_CLAIMS[(h + 1) % PLANTED_CLAIMS.length]!;
  return answer
    .replace(/<p>/, `<p>${first} `)
    .replace(/<h2>Segurança<\/h2>/, `<h2>O que dizem os clientes</h2><p>${second}</p><h2>Segurança</h2>`);
}

// ----- the claims check's second opinion (app/lib/claims/second-opinion.server.ts) ---------------
//
// Known by its instructions' first line, in any scenario that answers: the numbered sentences
// that speak as "we" or of the company, its customers or its prices (a crude reader, enough for
// an integration test to see the AI widen the rules' flags). Like the model the prompt instructs
// ("Não indique frases técnicas ou educativas… nem conselhos gerais ao leitor"), it leaves alone
// the guide's own "we" of teaching ("Explicamos como alinhar a fotocélula…", which the "topic"
// answers open with) and adjectives that merely end like a verb ("raios próximos"): flagging
// those held every honest technical page in the queue. Word edges by Unicode letters (JavaScript's
// \b knows ASCII only). Kept in sync with SECOND_OPINION_MARKER by
// tests/unit/second-opinion.test.ts's fake check.
export const SECOND_OPINION_FIRST_LINE = "Revisão de afirmações sobre a empresa.";
const ABOUT_THE_BUSINESS =
  /(?<![\p{L}\d])(nós|nosso|nossa|nossos|nossas|conosco|a gente|empresa|equipe|clientes?|preço|reais|garantia|concorrentes?)(?![\p{L}\d])|R\$|["“]/iu;
const WE_VERB = /(?<![\p{L}\d])(\p{L}+(?:amos|emos|imos))(?![\p{L}\d])/giu;
/** Not "we" about the business: the guide's verbs of teaching, and words that only end like one. */
const NOT_ABOUT_THE_BUSINESS = new Set(
  (
    "explicamos descrevemos abordamos mostramos ensinamos orientamos listamos tratamos organizamos " +
    "ajudamos apresentamos relacionamos montamos damos lembramos recomendamos sugerimos vimos " +
    "próximos próximas mínimos máximos últimos ótimos íntimos legítimos extremos supremos ramos"
  ).split(" "),
);
const aboutTheBusiness = (sentence: string) =>
  ABOUT_THE_BUSINESS.test(sentence) ||
  [...sentence.matchAll(WE_VERB)].some((m) => !NOT_ABOUT_THE_BUSINESS.has(m[1]!.toLowerCase()));

/** The JSON answer to a second-opinion request: `{"indices":[…]}` (numbered from 1), or null when it is not one. */
export function secondOpinionAnswer(messages: { role: string; content: string }[]): string | null {
  const system = messages.find((m) => m.role === "system")?.content ?? "";
  if (!system.startsWith(SECOND_OPINION_FIRST_LINE)) return null;
  const user = messages.find((m) => m.role === "user")?.content ?? "";
  const indices = user
    .split("\n")
    .map((line) => /^(\d+)\. (.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && aboutTheBusiness(m[2]!))
    .map((m) => Number(m[1]));
  return JSON.stringify({ indices });
}

/**
 * 24 ways a service (or an attacker's proxy) can write a key back so a redaction by pattern
 * misses it: case, encodings (base64, base64url, hex, percent, JSON and HTML escapes), separators
 * (spaces, dots, hyphens, zero-width characters, line breaks), reversal, rot13, masking.
 */
export function keySpellings(key: string): string[] {
  const chars = [...key];
  const bytes = Buffer.from(key, "utf8");
  const rot13 = key.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
  return [
    key,
    key.toUpperCase(),
    key.toLowerCase(),
    bytes.toString("base64"),
    bytes.toString("base64url"),
    bytes.toString("hex"),
    bytes.toString("hex").toUpperCase(),
    chars.join(" "),
    chars.join("."),
    chars.join("-"),
    [...chars].reverse().join(""),
    chars.join("\u200b"),
    chars.join("\u200d"),
    chars.join("\ufeff"),
    `${key.slice(0, Math.ceil(key.length / 2))}\n${key.slice(Math.ceil(key.length / 2))}`,
    chars.map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""),
    chars.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
    chars.map((c) => `&#${c.charCodeAt(0)};`).join(""),
    rot13,
    Buffer.from([...chars].reverse().join("")).toString("base64"),
    encodeURIComponent(bytes.toString("base64")),
    `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
    key.match(/.{1,4}/g)!.join("-"),
    `Bearer ${key}`,
  ];
}

/** Tokens the fake bills per answer (`usage.total_tokens`). */
export const FAKE_TOKENS = 1234;

const completion = (content: string) =>
  JSON.stringify({
    id: "x",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content } }],
    usage: { prompt_tokens: 1000, completion_tokens: FAKE_TOKENS - 1000, total_tokens: FAKE_TOKENS },
  });

/**
 * "flaky": how many times a title fails before it succeeds (0, 1 or 2) and with what, drawn from a
 * hash of the title, so the pattern looks random but a run is reproducible: about half the titles
 * fail first, with 429 (Retry-After: 1) or 500.
 */
export function flakyPlan(title: string): ("429" | "500")[] {
  let h = 2166136261;
  for (const ch of title) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const failures = h % 4 === 0 ? 2 : h % 4 === 1 ? 1 : 0;
  return Array.from({ length: failures }, (_, i) => (((h >>> 3) + i) % 2 === 0 ? "429" : "500"));
}

/** The "stream" scenario's answer: a first part, a hold, then the rest (with a script to strip). */
const STREAM_FIRST = ["<h2>Primeira ", "parte do ", "texto</h2>", "<p>Escrito ", "aos poucos.</p>"];
const STREAM_REST = ["<h2>Segunda parte</h2>", "<p>Fim do texto.</p>", "<script>alert(1)</script>"];

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const opinions: RecordedRequest[] = [];
  const streams: StreamLog[] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((r) => (release = r));
  let current: Scenario = "ok";
  let scripted: (user: string) => string = (user) => topicAnswer(user, false);
  // Requests whose client hung up before the answer.
  let dropped = 0;
  // Answers still allowed before holding (Infinity: no hold), and the held answers' go-aheads.
  let allowed = Number.POSITIVE_INFINITY;
  let waiting: (() => void)[] = [];
  const admitted = () => {
    if (allowed > 0) {
      allowed--;
      return Promise.resolve();
    }
    return new Promise<void>((go) => waiting.push(go));
  };
  const resume = () => {
    allowed = Number.POSITIVE_INFINITY;
    const go = waiting;
    waiting = [];
    for (const g of go) g();
  };
  const server: Server = createServer(async (req, res) => {
    const segment = (req.url ?? "/").split("/")[1] ?? "";
    const scenario = segment === "current" ? current : segment;
    const raw = await readBody(req);
    let body: RecordedRequest["body"];
    try {
      body = JSON.parse(raw);
    } catch {
      res.writeHead(400).end();
      return;
    }
    // The claims check's second opinion is a call of its own after a page is written: recorded
    // apart (`opinions`), so `requests` and the scenarios' sequences (429 then 200…) count the
    // generation calls; answered at once, outside any hold, in the scenarios that answer at all.
    const opinion = secondOpinionAnswer(body.messages ?? []);
    const count = requests.filter((r) => r.scenario === scenario).length;
    (opinion !== null ? opinions : requests).push({
      scenario,
      authorization: req.headers.authorization,
      body,
      at: Date.now(),
    });
    if (opinion !== null && scenario === "scripted") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(completion(JSON.stringify({ indices: [] })));
      return;
    }
    // "stream" too: its hold is for the page being written, never for the opinion after it.
    if (opinion !== null && ["ok", "topic", "planted", "slow", "fenced", "flaky", "stream"].includes(scenario)) {
      res.writeHead(200, { "Content-Type": "application/json" }).end(completion(opinion));
      return;
    }
    let answered = false;
    res.on("finish", () => (answered = true));
    res.on("close", () => {
      if (!answered) dropped++;
    });
    await admitted();
    if (res.destroyed) return;
    const send = (status: number, text: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(text);
    const title = body.messages.find((m) => m.role === "user")?.content ?? "";
    switch (scenario) {
      case "ok":
        return send(200, completion(`${FAKE_HTML}<p>${title.replace(/[<>]/g, "")}</p>`));
      case "topic":
        return send(200, completion(topicAnswer(title)));
      case "planted":
        return send(200, completion(plantedAnswer(title)));
      case "scripted":
        return send(200, completion(scripted(title)));
      case "flaky": {
        const plan = flakyPlan(title);
        const seen = requests.filter((r) => r.scenario === scenario && userOf(r) === title).length - 1;
        const failure = plan[seen];
        if (failure === "429")
          return send(429, JSON.stringify({ error: { message: "Rate limit reached" } }), { "Retry-After": "1" });
        if (failure === "500") return send(500, JSON.stringify({ error: { message: "Erro interno" } }));
        return send(200, completion(`${FAKE_HTML}<p>${title.replace(/[<>]/g, "")}</p>`));
      }
      case "stream": {
        const log: StreamLog = { sent: 0, ended: false, aborted: false };
        streams.push(log);
        res.on("close", () => {
          if (!log.ended) log.aborted = true;
        });
        res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
        const piece = (content: string) =>
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
        const pause = () => new Promise((r) => setTimeout(r, 50));
        for (const [i, p] of STREAM_FIRST.entries()) {
          if (log.aborted) return;
          res.write(piece(p));
          log.sent++;
          // The last two pieces come together, right before the hold: a preview that drops text
          // arriving within its refresh interval would miss the end of the first part.
          if (i < STREAM_FIRST.length - 2) await pause();
        }
        await gate;
        for (const p of STREAM_REST) {
          if (log.aborted) return;
          res.write(piece(p));
          log.sent++;
          await pause();
        }
        res.write(`data: ${JSON.stringify({ choices: [], usage: { total_tokens: FAKE_TOKENS } })}\n\n`);
        res.write("data: [DONE]\n\n");
        log.ended = true;
        return void res.end();
      }
      case "slow":
        return void setTimeout(() => send(200, completion(`${FAKE_HTML}<p>${title.replace(/[<>]/g, "")}</p>`)), 100);
      case "fenced":
        return send(200, completion("```html\n<h2>Cercado</h2><p>Texto.</p>\n```"));
      case "retry-429":
        return count === 0
          ? send(429, JSON.stringify({ error: { message: "Rate limit" } }), { "Retry-After": "1" })
          : send(200, completion(FAKE_HTML));
      case "retry-500":
        return count === 0 ? send(503, "Service Unavailable") : send(200, completion(FAKE_HTML));
      case "always-500":
        return send(500, JSON.stringify({ error: { message: "Falha interna do provedor" } }));
      case "timeout": {
        // Answers too late for the Worker's AI_TIMEOUT_MS; the Worker hangs up first.
        const late = setTimeout(() => send(200, completion(FAKE_HTML)), 5_000);
        res.on("close", () => clearTimeout(late));
        return;
      }
      case "malformed":
        return send(200, "{ isto não é json");
      case "no-choices":
        return send(200, JSON.stringify({ id: "x", choices: [] }));
      case "error-401": {
        const key = (req.headers.authorization ?? "").replace("Bearer ", "");
        return send(
          401,
          JSON.stringify({
            error: { message: `Incorrect API key provided: ${key}. You can find your API key at the dashboard.` },
          }),
        );
      }
      case "error-leak": {
        // A provider that quotes the key back in every spelling known (issue 25): 401, with the
        // spellings in the message, in other fields and in a header.
        const key = (req.headers.authorization ?? "").replace("Bearer ", "");
        const spellings = keySpellings(key);
        return send(
          401,
          JSON.stringify({
            error: { message: `Incorrect API key provided: ${spellings.join(" | ")}`, key, spellings },
          }),
          { "X-Echo": encodeURIComponent(key) },
        );
      }
      default:
        return send(404, JSON.stringify({ error: { message: "unknown scenario" } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: (scenario) => `http://127.0.0.1:${port}/${scenario}/v1`,
    use: (scenario) => {
      current = scenario;
    },
    holdAfter: (n) => {
      allowed = n;
    },
    resume,
    script: (answer) => {
      scripted = answer;
    },
    get held() {
      return waiting.length;
    },
    get dropped() {
      return dropped;
    },
    requests,
    opinions,
    streams,
    release: () => release(),
    reset: () => {
      resume();
      dropped = 0;
      current = "ok";
      requests.splice(0);
      opinions.splice(0);
      streams.splice(0);
      gate = new Promise<void>((r) => (release = r));
    },
    close: () =>
      new Promise((resolve) => {
        resume();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
