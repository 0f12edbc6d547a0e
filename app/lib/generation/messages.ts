// Messages of the generator tools (catalogue), shared by browser and server code.
export const EMPTY_TITLES = {
  title: "Campo vazio",
  description: "Por favor, insira pelo menos um título para gerar o conteúdo.",
};
export const NOTHING_TO_SAVE = {
  title: "Erro ao salvar",
  description: "É necessário gerar conteúdo antes de salvar a página.",
};
export const KEY_MISSING = "Por favor, insira sua chave da API OpenAI";
