// What a customer reads on the review page (/avaliar/{código}) and its removal page, and what the
// seller reads about the review requests. "{empresa}" is the seller's name.

export const reviewPage = {
  title: (company: string) => `Como foi o serviço da ${company}?`,
  intro:
    "Obrigado por confiar no nosso trabalho. Sua opinião sincera, seja ela qual for, ajuda outros clientes da região a escolher quem vai instalar o portão deles.",
  googleButton: "Avaliar no Google",
  googleNote: "Abre a página de avaliação do Google. Você escolhe as estrelas e escreve o que quiser.",
  noGoogle: "O link de avaliação no Google ainda não foi configurado.",
  formHeading: "Quer deixar também um depoimento aqui no site?",
  formIntro:
    "É opcional e não muda nada na avaliação do Google. Publicamos só o seu primeiro nome, o bairro, o que você escrever e a foto, se enviar uma, depois de lermos.",
  name: "Seu primeiro nome",
  district: "Seu bairro",
  text: "Seu depoimento",
  photo: "Foto do portão (opcional)",
  photoHint: (mb: number) =>
    `Uma foto, de até ${mb} MB (JPEG, PNG, WebP ou HEIC). Antes de publicar, apagamos dela a localização e os outros dados que o celular grava na foto. Não mostre pessoas, o número da casa ou a placa do carro.`,
  photoAlt: (name: string, district: string) =>
    `Foto do portão de ${name}, no bairro ${district}, enviada com o depoimento`,
  onePhoto: "Envie só uma foto do portão com o depoimento.",
  consent: (company: string, site: string) =>
    `Autorizo a ${company} a publicar no site ${site} este depoimento, com meu primeiro nome, meu bairro e a foto do portão, se eu enviar uma, na página do meu bairro ou cidade, na página da obra e na página inicial, depois que a empresa o aprovar. Sei que posso pedir a remoção do depoimento e da foto a qualquer momento, sem dar motivo, pelo link que aparece depois do envio ou pelo WhatsApp da empresa. Meu telefone, meu sobrenome e meu endereço não são publicados.`,
  privacy: "Como tratamos seus dados: veja a Política de Privacidade.",
  submit: "Enviar depoimento",
  sent: "Obrigado! Seu depoimento foi recebido e aparece no site depois que a empresa aprová-lo.",
  keepLink:
    "Guarde este link: por ele você pode pedir a remoção do seu depoimento quando quiser, mesmo depois de publicado.",
  alreadySent: "Você já enviou seu depoimento por este link. Obrigado!",
  unknown: "Este link de avaliação não existe. Confira se ele foi copiado inteiro.",
  tooMany: "Muitos acessos seguidos deste aparelho. Espere um minuto e tente de novo.",
};

export const removalPage = {
  title: "Remover meu depoimento",
  confirm: "Este é o depoimento que será removido do site:",
  button: "Remover meu depoimento",
  done: "Pronto: seu depoimento e a foto, se havia uma, foram removidos do site e apagados dos nossos registros.",
  unknown: "Não há depoimento para remover com este link: ele já foi removido ou o link está incompleto.",
};
