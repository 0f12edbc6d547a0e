// Honest "Obras" sections on place pages: "Obras em {lugar}" only over jobs done there; jobs of
// other places under a heading that names them ("Obras perto de …: em …"), as a card with photo,
// place and one line, so a job's text is on its own page and its place's page only. With 6 jobs in
// one zone, the zone's place pages stay ≤ 25 % alike (5-word-shingle Jaccard of <main>, the SEO
// audit's measure).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allLocations, inPlace } from "@content/locations";
import { shingles } from "~/lib/seo/similarity";
import { signInCookie } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { photoJpeg, postJob, todayInSaoPaulo, uploadPhoto } from "../../harness/photos";
import { mainText } from "../../harness/seo-audit";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let cookie: string;

/** Six jobs of one zone (Zona Sul), each with the seller's own words about it. */
const JOBS: { lugar: string; produto: string; descricao: string }[] = [
  {
    lugar: "vila-mariana",
    produto: "deslizante",
    descricao:
      "Portão de correr de um sobrado antigo que arrastava no trilho. Trocamos o trilho por um novo nivelado, fixamos a cremalheira com parafusos inox e instalamos o motor com dois controles. O cliente pediu que o portão parasse no meio para a passagem de pedestres, e deixamos a abertura parcial programada.",
  },
  {
    lugar: "moema",
    produto: "basculante",
    descricao:
      "Garagem de prédio pequeno com portão basculante pesado de chapa. Reforçamos os braços, trocamos as roldanas gastas e colocamos o motor basculante com sensor de obstáculo. Cadastramos dezoito controles dos moradores e ensinamos o zelador a destravar na falta de energia.",
  },
  {
    lugar: "saude",
    produto: "pivotante",
    descricao:
      "Portão de duas folhas em uma casa de esquina. Cada folha ganhou seu braço articulado, regulamos o tempo de fechamento para uma folha esperar a outra e instalamos a fotocélula na entrada. A família tinha cachorro, então deixamos a reversão bem sensível.",
  },
  {
    lugar: "jabaquara",
    produto: "deslizante",
    descricao:
      "Comércio com portão largo de grade que abria à mão todas as manhãs. Concretamos uma base nova para o motor, alinhamos as rodas e ligamos a central com botoeira dentro da loja. Agora o dono abre antes de descer do carro.",
  },
  {
    lugar: "santo-amaro",
    produto: "basculante",
    descricao:
      "Troca de um motor queimado por descarga elétrica. Passamos o cabo por conduíte novo, colocamos proteção contra surto na central e reaproveitamos a estrutura do portão, que estava boa. Testamos trinta ciclos seguidos antes de ir embora.",
  },
  {
    lugar: "campo-belo",
    produto: "deslizante",
    descricao:
      "Condomínio de casas com portão de alumínio leve. O motor antigo era barulhento; instalamos um modelo silencioso, trocamos a cremalheira de nylon e ajustamos a embreagem para o portão não bater no batente. Os vizinhos notaram a diferença na primeira noite.",
  },
];

beforeAll(async () => {
  let photo: Buffer;
  [w, photo] = await Promise.all([startWorker({ launched: true }), photoJpeg({ width: 1200, height: 900 })]);
  cookie = await signInCookie(w);
  for (const [i, job] of JOBS.entries()) {
    const up = await uploadPhoto(w, cookie, photo, { name: `zona-sul-${i}.jpg` });
    expect(up.status).toBe(201);
    const res = await postJob(w, cookie, { ...job, data: todayInSaoPaulo(), midia: [up.image!.id] });
    expect(res.status, await res.text()).toBe(302);
  }
}, 120_000);
afterAll(async () => {
  await w?.dispose();
});

const zone = allLocations.filter((l) => l.kind === "bairro" && l.group === "sp-sul");

describe("the jobs on the place pages of one zone", () => {
  it("'Obras em {lugar}' shows only that place's jobs; the others are named where they were", async () => {
    for (const place of zone) {
      const doc = await getHtml(await w.fetch(`/local/${place.slug}`));
      for (const section of doc.querySelectorAll("[data-jobs-proof]")) {
        const heading = text(section.querySelector("h2"));
        const cards = section.querySelectorAll("[data-job]");
        if (heading.startsWith("Obras perto")) {
          // Each job's real place is named, in the heading and on its card.
          for (const card of cards) {
            const where = text(card.querySelector("[data-job-place]"));
            expect(heading, place.slug).toContain(where.split(",")[0]!);
          }
          continue;
        }
        expect(heading, place.slug).toBe(`Obras ${inPlace(place)}`);
        for (const card of cards)
          expect(text(card.querySelector("[data-job-place]")), place.slug).toContain(place.name);
      }
    }
  });

  it("with 6 jobs in the zone, no two of its place pages are more than 25 % alike", async () => {
    const texts = await Promise.all(
      zone.map(async (place) => shingles(mainText(await getHtml(await w.fetch(`/local/${place.slug}`))))),
    );
    let max = 0;
    let pair = "";
    let over35 = 0;
    let pairs = 0;
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i]!;
        const b = texts[j]!;
        let inter = 0;
        for (const s of a) if (b.has(s)) inter++;
        const jac = inter / (a.size + b.size - inter);
        pairs++;
        if (jac > 0.35) over35++;
        if (jac > max) {
          max = jac;
          pair = `${zone[i]!.slug} ↔ ${zone[j]!.slug}`;
        }
      }
    }
    console.log(
      `place pages of sp-sul with 6 jobs: max pairwise Jaccard ${(max * 100).toFixed(1)} % (${pair}); ${over35} of ${pairs} pairs above 35 %`,
    );
    expect(max).toBeLessThanOrEqual(0.25);
  });
});
