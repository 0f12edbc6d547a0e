import { useRef, useState } from "react";
import { Notice } from "./Toast";

const STEP = "pl-1";
const CODE = "rounded bg-slate-100 px-1 font-mono text-[0.85em] break-all";

/**
 * What to do before "Conectar com o Google" can exist: the seller is told whom to ask, the person
 * deploying gets the steps in Google Cloud and Cloudflare with the exact redirect address (the one
 * this site sends to Google, so a copy cannot differ from it).
 */
export function SearchConsoleSetup({ redirectUri }: { redirectUri: string }) {
  return (
    <div className="mt-3 space-y-3" data-search-console-setup>
      <Notice
        kind="error"
        title="A conexão com o Google ainda não foi preparada."
        description="É feita uma vez só, no Google Cloud e na Cloudflare. Se você não cuida da parte técnica do site, peça ao responsável pelo site e mostre a ele os passos abaixo."
      />
      <details className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700" open>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">
          Passos para o responsável pelo site
        </summary>
        <p className="mt-2">
          Leva uns 20 minutos, é gratuito (o Google não pede cartão para isto) e nada muda no site que os clientes veem.
          Os nomes dos menus estão como aparecem com o Google e a Cloudflare em português; entre parênteses, em inglês.
        </p>
        <ol className="mt-2 list-decimal space-y-3 pl-5">
          <li className={STEP}>
            Entre em <span className={CODE}>console.cloud.google.com</span> com a conta do Google da empresa e crie um
            projeto para o site (“Selecionar projeto” → “Novo projeto”; o nome pode ser o do site).
          </li>
          <li className={STEP}>
            Em “APIs e serviços” (APIs &amp; Services) → “Biblioteca” (Library), procure e ative a{" "}
            <strong>Google Search Console API</strong>.
          </li>
          <li className={STEP}>
            Em “Google Auth Platform”, preencha o nome do app (o nome da empresa serve) e o e-mail de suporte, e escolha
            o público “Externo” (External): quer dizer só que a conta do dono pode autorizar, nada do site fica público.
            Depois, em “Público” (Audience), clique em “Publicar app” (Publish app): enquanto ele estiver “Em teste”
            (Testing), o Google cancela a autorização a cada 7 dias e os números param de chegar.
          </li>
          <li className={STEP}>
            Em “Clientes” (Clients) → “Criar cliente” (o “cliente OAuth” é a credencial do site, não um cliente da
            empresa), escolha o tipo “Aplicativo da Web” (Web application). Em “URIs de redirecionamento autorizados”
            (Authorized redirect URIs; não em “Origens JavaScript”), clique em “Adicionar URI” e cole este endereço, sem
            mudar nada:
            <CopyAddress value={redirectUri} />
          </li>
          <li className={STEP}>
            Ao criar, o Google mostra o “ID do cliente” (Client ID) e a “Chave secreta do cliente” (Client secret):
            copie os dois nessa hora, porque a chave secreta não aparece inteira de novo. No painel da Cloudflare, abra
            “Workers e Pages” → o Worker do site → “Configurações” (Settings) → “Variáveis e segredos” (Variables and
            Secrets) → “Adicionar” (Add). Adicione dois, do tipo “Segredo” (Secret), com estes nomes escritos exatamente
            assim: <span className={CODE}>GOOGLE_CLIENT_ID</span> com o ID do cliente e{" "}
            <span className={CODE}>GOOGLE_CLIENT_SECRET</span> com a chave secreta; clique em “Implantar” (Deploy).
            (Quem usa o terminal pode fazer o mesmo com{" "}
            <span className={CODE}>npx wrangler secret put GOOGLE_CLIENT_ID</span> e o mesmo para o outro.)
          </li>
          <li className={STEP}>
            Volte a esta tela e recarregue: no lugar destes passos aparece o botão “Conectar com o Google”. É assim que
            se confere que deu certo. O dono do site toca nele com a conta do Google que administra o site no Search
            Console (a que aparece em Search Console → “Configurações” → “Usuários e permissões”). Se o Google avisar
            que “não verificou este app”, é o app que vocês mesmos criaram: toque em “Avançado” e continue.
          </li>
        </ol>
      </details>
    </div>
  );
}

/**
 * The address whole, in a read-only field (selectable without JavaScript; two rows so a phone shows
 * all of it), and a button that copies it.
 */
function CopyAddress({ value }: { value: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [said, setSaid] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid("Endereço copiado.");
    } catch {
      // No clipboard permission (an old browser, an embedded view): leave it selected to copy by hand.
      field.current?.select();
      setSaid("Não foi possível copiar sozinho: o endereço está selecionado, copie-o com o menu do aparelho.");
    }
  }
  return (
    <span className="mt-2 block">
      <span className="flex flex-wrap gap-2">
        <textarea
          ref={field}
          readOnly
          rows={2}
          value={value}
          aria-label="Endereço de redirecionamento"
          data-redirect-uri
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 basis-56 resize-none rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm break-all"
        />
        <button
          type="button"
          onClick={copy}
          className="min-h-11 rounded-lg bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Copiar endereço
        </button>
      </span>
      <span role="status" className="mt-1 block min-h-5 text-sm text-slate-600">
        {said}
      </span>
    </span>
  );
}
