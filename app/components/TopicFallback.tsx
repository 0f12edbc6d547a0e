import { business } from "@content/business";
import { topicCategories, topicsIn } from "@content/topics";

/**
 * /topicos/{slug} with no topic and no generated page: the
 * generic text and the real topics, answered with 404. Nothing of the URL is shown, so nobody can
 * make the site print a sentence of their choosing.
 */
export function TopicFallback() {
  return (
    <div className="prose-ppa">
      <p>
        A {business.name} atende {business.serviceArea} com instalação, manutenção e conserto de motores de portão
        automático. Este assunto não tem uma página no site; veja abaixo os tópicos que temos ou fale com um dos nossos
        técnicos: o orçamento é sem compromisso.
      </p>
      {topicCategories.map((c) => (
        <section key={c.id} aria-labelledby={`topicos-${c.id}`}>
          <h2 id={`topicos-${c.id}`}>{c.label}</h2>
          <ul>
            {topicsIn(c.id).map((t) => (
              <li key={t.slug}>
                <a href={`/topicos/${t.slug}`}>{t.menuLabel}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
