import { ContactButton } from "./ContactButton";

export function NotFound() {
  return (
    <section className="container-page py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Ops! Página não encontrada</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">
        O endereço que você abriu não existe ou foi removido. Volte para a página inicial ou fale com a gente.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Voltar para a página inicial
        </a>
        <ContactButton />
      </div>
    </section>
  );
}

export function ServerError() {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Ocorreu um erro inesperado</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">
        Não foi possível mostrar esta página agora. Tente novamente em instantes ou fale com a gente pelo WhatsApp.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Voltar para a página inicial
        </a>
        <ContactButton />
      </div>
    </section>
  );
}
