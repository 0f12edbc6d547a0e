// The backup screen's sentences that both the server and the screen show.

export const NEEDS_CONFIRMATION =
  "Este site já tem páginas ou dados. Para restaurar por cima deles, marque a confirmação: uma cópia do estado atual será guardada antes. Nada foi alterado.";
export const NO_SECRET =
  "Não há chave para assinar as cópias: configure o segredo BACKUP_SECRET (ou SESSION_SECRET) do Worker.";
export const COPY_NOT_FOUND = "Essa cópia não existe mais (foi apagada ao guardar cópias mais novas).";
export const ALREADY_RUNNING = "Uma restauração já está em andamento. Espere ela terminar para começar outra.";
export const RESTORE_FAILED =
  "A restauração parou no meio: parte da cópia já foi gravada, parte não. Clique em “Continuar a restauração” para terminar do ponto em que parou (o que já foi gravado é gravado de novo, sem duplicar). Se parar de novo, restaure outra cópia.";
export const ALREADY_COPYING = "Uma cópia já está sendo feita. Espere ela terminar para fazer outra.";
export const COPYING_NOW = "Uma cópia está sendo feita agora. Espere ela terminar para restaurar.";
export const BUILD_FAILED =
  "A cópia não terminou: um passo dela falhou várias vezes seguidas. Nada do site foi alterado. Faça a cópia de novo.";
export const RESTORING_NOW = "Uma restauração está em andamento. Espere ela terminar para fazer uma cópia.";
