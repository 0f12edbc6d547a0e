// A paragraph that is a page's own: every 5-word shingle holds the page's label, so no other page
// shares one, and it is long enough (~90 shingles, ~22 of them measured) for the uniqueness gate
// to measure it (app/lib/seo/similarity.ts MIN_MEASURED). Tests seed pages with it where a page
// must be indexable; it states no fact about the seller.
const WORDS = (
  "portão motor casa rua garagem controle sensor trilho corrente correia folha pivô mola " +
  "cabo chave placa caixa porta grade muro calçada vizinho manhã tarde noite chuva sol vento " +
  "barulho silêncio entrada saída carro moto bicicleta portaria prédio condomínio quintal " +
  "jardim lâmpada botão bateria fio parafuso engrenagem roldana"
).split(" ");

export function ownText(label: string | number, words = WORDS.length): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[i % WORDS.length]!, String(label));
  return `${out.join(" ")}.`;
}
