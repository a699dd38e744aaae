import type { ErrorCode } from '../errors'

// European Portuguese translation of error-messages.en.ts (spec 000 §1).
export const pt = {
  NETWORK_ERROR: 'A rede não está acessível. Verifique a sua ligação e tente novamente.',
  EMPTY_SHARINGS_SCOPE: 'Escolha pelo menos um destinatário antes de enviar.',
  EMAIL_ALREADY_USED: 'Este endereço de e-mail já está a ser utilizado por outra conta.',
  EMAIL_ALREADY_EXISTS: 'Este endereço de e-mail já existe.',
  STORE_DELIVERY_WRONG_CITY: 'A entrega não está disponível nesta cidade.',
  INVALID_RECAPTCHA: 'A verificação anti-bot falhou. Tente novamente.',
  NEWS_NOT_MODERABLE: 'Esta notícia não pode ser moderada.',
  FORBIDDEN_BY_FEATURE_SETTINGS: 'Esta funcionalidade está desativada para a sua escola.',
  PHONE_NUMBER_INVALID: 'Este número de telefone não é válido.',
  MISSING_REQUIRED_CONTRACTOR_DATA: 'Faltam algumas informações obrigatórias do titular do contrato.',
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: 'Este tipo de anexo não é suportado aqui.',
  TOO_MANY_REQUESTS: 'Demasiadas tentativas. Aguarde alguns minutos e tente novamente.',
  FORBIDDEN_BY_ACCESS_LEVEL: 'O seu nível de acesso não o permite.',
  FORBIDDEN_OBSERVER: 'Os observadores podem consultar, mas não podem fazer alterações.',
  CANNOT_USE_CHAT: 'Não pode utilizar o chat.',
  CHAT_DISABLED_AND_LOCKED: 'O chat está desativado e bloqueado.',
  CHAT_NOT_ENABLED_BY_SCOPE: 'O chat não está ativado para esta escola.',
  INVALID_USER: 'A sua conta já não está ativa.',
  FORBIDDEN: 'Não tem permissão para fazer isto.',
  VALIDATION_ERROR: 'Alguns campos estão em falta ou são inválidos.',
  UNAUTHENTICATED: 'Por favor, inicie sessão.',
  INVALID_CREDENTIALS: 'O endereço de e-mail ou a palavra-passe estão incorretos.',
  EXTERNAL_IDENTITY_STATE_INVALID:
    'Esta ligação de início de sessão já não é válida. Recomece a partir da página de início de sessão.',
  EXTERNAL_IDENTITY_REJECTED:
    'O fornecedor de identidade não confirmou o seu início de sessão. Tente novamente.',
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED:
    'O seu fornecedor de identidade não confirma o seu endereço de e-mail, por isso não pode ser associado a uma conta.',
  EXTERNAL_IDENTITY_NO_ACCOUNT:
    'Nenhuma conta ativa corresponde a esta identidade. Peça à sua escola que o convide com este endereço de e-mail.',
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE:
    'O fornecedor de identidade não está acessível neste momento. Tente novamente mais tarde.',
  NOT_FOUND: 'Esta página ou este elemento não existe, ou não tem acesso a ele.',
  CONFLICT: 'Isto foi alterado entretanto. Recarregue a página e tente novamente.',
  POLL_CLOSED: 'Esta sondagem está encerrada: já não são aceites votos.',
  DAILY_ENTRY_NOT_EDITABLE: 'Um registo do diário só pode ser alterado ou eliminado no próprio dia.',
  PAYLOAD_TOO_LARGE: 'Isto é demasiado grande.',
  STORAGE_QUOTA_EXCEEDED:
    'Já não há espaço para este ficheiro: o espaço de armazenamento está cheio. Remova alguns ficheiros ou contacte a escola.',
  UPLOAD_RATE_LIMITED: 'Enviou demasiados ficheiros em pouco tempo. Aguarde um pouco e tente novamente.',
  UNSUPPORTED_CONTENT_TYPE: 'Este pedido foi enviado num formato que o servidor não aceita.',
  CROSS_SITE_REQUEST: 'Este pedido veio de outro site e foi recusado.',
  MEDIA_TYPE_NOT_ALLOWED: 'Este tipo de ficheiro não pode ser carregado.',
  MEDIA_CONTENT_MISMATCH: 'O conteúdo deste ficheiro não corresponde à sua extensão.',
  SCOPE_NOT_ALLOWED: 'Não pode mudar para esta escola ou criança.',
  TOO_MANY_IDS: 'Foram pedidos demasiados elementos de uma só vez.',
  PHOTO_CONSENT_WITHHELD:
    'Uma criança nestas fotos não tem consentimento de fotografia: não pode ser identificada nem partilhada fora da sua família.',
  TWO_FACTOR_CODE_INVALID: 'O código está incorreto ou expirou.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'Este passo de início de sessão expirou. Inicie sessão novamente.',
  LINK_INVALID: 'Esta ligação já não é válida: expirou ou já foi usada. Peça uma nova.',
  SIGN_IN_LINK_NOT_ALLOWED:
    'Esta conta usa o início de sessão em dois passos: inicie sessão com a sua palavra-passe.',
  ACCOUNT_ALREADY_ACTIVATED:
    'Esta pessoa já ativou a sua conta: pode iniciar sessão, ou redefinir a palavra-passe se a esqueceu.',
  USER_HAS_NO_EMAIL: 'Esta pessoa não tem endereço de e-mail: adicione um primeiro.',
  SETUP_TOKEN_INVALID:
    'Esta ligação de configuração não é válida: está errada ou a instalação já foi configurada. Use a ligação mostrada pelo servidor no arranque.',
  CHECK_IN_CLOSED:
    'A escola está fechada neste momento: o registo de entrada só é possível durante o horário de funcionamento.',
  STAFF_CODE_INVALID: 'Este código não corresponde a nenhum membro da equipa. Tente novamente.',
  STAFF_CODE_TAKEN: 'Este código já está a ser utilizado: escolha outro.',
  CHILD_KEY_INVALID:
    'Este código não corresponde a nenhuma criança. Verifique os 8 caracteres e tente novamente.',
  CHILD_ALREADY_LINKED: 'Esta criança já está associada à sua conta.',
  LAST_REFERENT_GUARDIAN:
    'É o último referente desta criança: peça à escola que designe outro antes de sair.',
  SECTION_ARCHIVED: 'Esta secção está arquivada: já não pode ser alterada nem receber novos membros.',
  CHILD_ARCHIVED: 'Esta criança está arquivada: restaure-a primeiro.',
  GUARDIAN_ACCOUNT_NOT_FOUND: 'Nenhuma conta de pais usa este endereço de e-mail.',
  SECTION_NAME_TAKEN: 'Outra secção desta escola já tem este nome.',
  IMPORT_INVALID_FILE: 'Não foi possível ler o ficheiro como CSV, ou falta uma coluna obrigatória.',
  TOO_MANY_INVITATIONS: 'Enviou demasiados convites para esta criança hoje. Tente novamente amanhã.',
  IMPERSONATION_READ_ONLY:
    'Não é possível enquanto tem sessão iniciada como outra pessoa: esta sessão serve apenas para consultar e apoiar.',
  PROOF_OF_WORK_REQUIRED:
    'Demasiados inícios de sessão falhados: o seu navegador tem primeiro de resolver uma verificação curta.',
  ADVISOR_CAMPAIGN_LOCKED: 'Esta campanha já tem respostas: o anonimato e as perguntas já não podem mudar.',
  ADVISOR_STATUS_TRANSITION: 'Esta campanha não pode passar para esse estado.',
  ADVISOR_CAMPAIGN_NOT_OPEN: 'Este inquérito não está aberto a respostas.',
  ADVISOR_ALREADY_ANSWERED: 'Já respondeu a este inquérito.',
  PICKUP_PERSONS_LIMIT:
    'Esta criança já tem o número máximo de pessoas autorizadas a buscá-la. Remova uma primeiro.',
  RATE_TABLE_MISSING:
    'Nenhuma tabela de tarifas cobre as datas deste preço: peça a um administrador que adicione uma.',
  RATE_TABLE_OVERLAP: 'Estas datas sobrepõem-se a outra linha da mesma tabela.',
  STRUCTURE_IBAN_INVALID:
    'Este IBAN não é válido. Verifique o código do país, o comprimento e os dígitos de controlo.',
  STRUCTURE_BIC_INVALID: 'Este BIC não é válido: tem 8 ou 11 letras e algarismos.',
  STRUCTURE_CREDITOR_ID_INVALID:
    'Este identificador de credor SEPA não é válido. Compare-o com a carta do seu banco.',
  TIME_SLOTS_INVALID:
    'Alguns períodos terminam antes de começar ou sobrepõem-se a outro período do mesmo dia.',
  CLOSING_DATES_INVALID:
    'O encerramento deve terminar no primeiro dia ou depois, com as duas horas ou nenhuma, o início antes do fim.',
  SERVICE_OPTION_ARCHIVED: 'Este serviço está arquivado e já não pode ser alterado.',
  SERVICE_OPTION_NAME_TAKEN: 'Outro serviço já tem este nome.',
  CONTRACT_NOT_EDITABLE: 'Este contrato já não é um rascunho e não pode ser alterado.',
  CONTRACT_NOT_AWAITING_SIGNATURE: 'Este contrato não está a aguardar assinatura.',
  ESTIMATE_NOT_SUBMITTED: 'A creche não apresentou este orçamento.',
  TEMPLATE_FIELD_UNKNOWN:
    'Este modelo contém campos que não existem; use apenas os campos indicados junto ao texto.',
  TEMPLATE_MODE_MISMATCH: 'Este modelo não pode ser usado para isso.',
  DOCUMENT_NOT_IN_STATUS: 'O estado deste documento mudou entretanto; recarregue a página.',
  INTERNAL_ERROR: 'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
} as const satisfies Record<ErrorCode, string>
