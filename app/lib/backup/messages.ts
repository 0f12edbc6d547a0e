// The backup screen's sentences that both the server and the screen show.

export const NEEDS_CONFIRMATION =
  "Este site já tem páginas ou dados. Para restaurar por cima deles, marque a confirmação: uma cópia do estado atual será guardada antes. Nada foi alterado.";
export const NO_SECRET =
  "Não há chave para assinar as cópias: configure o segredo BACKUP_SECRET (ou SESSION_SECRET) do Worker.";
export const COPY_NOT_FOUND = "Essa cópia não existe mais (foi apagada ao guardar cópias mais novas).";
