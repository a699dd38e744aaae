import type { ErrorCode } from '../errors'

// Spanish translation of error-messages.en.ts (spec 000 §1).
export const es = {
  NETWORK_ERROR: 'No se puede acceder a la red. Comprueba tu conexión e inténtalo de nuevo.',
  EMPTY_SHARINGS_SCOPE: 'Elige al menos un destinatario antes de enviar.',
  EMAIL_ALREADY_USED: 'Esta dirección de correo electrónico ya la usa otra cuenta.',
  EMAIL_ALREADY_EXISTS: 'Esta dirección de correo electrónico ya existe.',
  STORE_DELIVERY_WRONG_CITY: 'La entrega no está disponible en esta ciudad.',
  INVALID_RECAPTCHA: 'La verificación antibot ha fallado. Inténtalo de nuevo.',
  NEWS_NOT_MODERABLE: 'Esta noticia no se puede moderar.',
  FORBIDDEN_BY_FEATURE_SETTINGS: 'Esta función está desactivada para tu escuela.',
  PHONE_NUMBER_INVALID: 'Este número de teléfono no es válido.',
  MISSING_REQUIRED_CONTRACTOR_DATA: 'Faltan datos obligatorios del titular del contrato.',
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: 'Este tipo de archivo adjunto no se admite aquí.',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  FORBIDDEN_BY_ACCESS_LEVEL: 'Tu nivel de acceso no lo permite.',
  FORBIDDEN_OBSERVER: 'Los observadores pueden consultar, pero no hacer cambios.',
  CANNOT_USE_CHAT: 'No puedes usar el chat.',
  CHAT_DISABLED_AND_LOCKED: 'El chat está desactivado y bloqueado.',
  CHAT_NOT_ENABLED_BY_SCOPE: 'El chat no está activado para esta escuela.',
  INVALID_USER: 'Tu cuenta ya no está activa.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  VALIDATION_ERROR: 'Faltan algunos campos o no son válidos.',
  UNAUTHENTICATED: 'Inicia sesión.',
  INVALID_CREDENTIALS: 'El correo electrónico o la contraseña no son correctos.',
  EXTERNAL_IDENTITY_STATE_INVALID:
    'Este enlace de inicio de sesión ya no es válido. Vuelve a empezar desde la página de inicio de sesión.',
  EXTERNAL_IDENTITY_REJECTED:
    'El proveedor de identidad no ha confirmado tu inicio de sesión. Inténtalo de nuevo.',
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED:
    'Tu proveedor de identidad no confirma tu dirección de correo electrónico, por lo que no se puede vincular a una cuenta.',
  EXTERNAL_IDENTITY_NO_ACCOUNT:
    'Ninguna cuenta activa corresponde a esta identidad. Pide a tu centro que te invite con esta dirección de correo electrónico.',
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE:
    'No se puede contactar con el proveedor de identidad en este momento. Inténtalo de nuevo más tarde.',
  NOT_FOUND: 'Esta página o elemento no existe, o no tienes acceso a él.',
  CONFLICT: 'Se ha modificado mientras tanto. Vuelve a cargar la página e inténtalo de nuevo.',
  POLL_CLOSED: 'Esta encuesta está cerrada: ya no se aceptan votos.',
  DAILY_ENTRY_NOT_EDITABLE: 'Una entrada del diario solo puede modificarse o eliminarse el mismo día.',
  PAYLOAD_TOO_LARGE: 'Es demasiado grande.',
  STORAGE_QUOTA_EXCEEDED:
    'Ya no queda espacio para este archivo: el almacenamiento está lleno. Elimine algunos archivos o consulte con el centro.',
  UPLOAD_RATE_LIMITED:
    'Ha enviado demasiados archivos en poco tiempo. Espere un momento e inténtelo de nuevo.',
  UNSUPPORTED_CONTENT_TYPE: 'Esta solicitud se envió en un formato que el servidor no acepta.',
  CROSS_SITE_REQUEST: 'Esta solicitud venía de otro sitio y fue rechazada.',
  MEDIA_TYPE_NOT_ALLOWED: 'Este tipo de archivo no se puede subir.',
  MEDIA_CONTENT_MISMATCH: 'El contenido de este archivo no coincide con su extensión.',
  SCOPE_NOT_ALLOWED: 'No puedes cambiar a esta escuela o a este niño.',
  TOO_MANY_IDS: 'Se han solicitado demasiados elementos a la vez.',
  PHOTO_CONSENT_WITHHELD:
    'Un niño de estas fotos no tiene consentimiento fotográfico: no se le puede etiquetar ni compartir fuera de su familia.',
  TWO_FACTOR_CODE_INVALID: 'El código es incorrecto o ha caducado.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'Este paso de inicio de sesión ha caducado. Vuelve a iniciar sesión.',
  LINK_INVALID: 'Este enlace ya no es válido: ha caducado o ya se ha usado. Solicita uno nuevo.',
  SIGN_IN_LINK_NOT_ALLOWED:
    'Esta cuenta usa el inicio de sesión en dos pasos: inicia sesión con tu contraseña.',
  ACCOUNT_ALREADY_ACTIVATED:
    'Esta persona ya ha activado su cuenta: puede iniciar sesión o restablecer su contraseña si la ha olvidado.',
  USER_HAS_NO_EMAIL: 'Esta persona no tiene dirección de correo electrónico: añade una primero.',
  SETUP_TOKEN_INVALID:
    'Este enlace de configuración no es válido: es incorrecto o la instalación ya se configuró. Usa el enlace que mostró el servidor al arrancar.',
  CHECK_IN_CLOSED:
    'El centro está cerrado en este momento: el registro de entrada solo es posible durante el horario de apertura.',
  STAFF_CODE_INVALID: 'Este código no corresponde a ningún miembro del equipo. Inténtalo de nuevo.',
  STAFF_CODE_TAKEN: 'Este código ya está en uso: elige otro.',
  CHILD_KEY_INVALID:
    'Este código no corresponde a ningún niño. Comprueba los 8 caracteres e inténtalo de nuevo.',
  CHILD_ALREADY_LINKED: 'Este niño ya está vinculado a tu cuenta.',
  LAST_REFERENT_GUARDIAN:
    'Es el último referente de este niño: pida al centro que designe otro antes de salir.',
  SECTION_ARCHIVED: 'Esta sección está archivada: ya no se puede modificar ni recibir nuevos miembros.',
  CHILD_ARCHIVED: 'Este niño está archivado: restáuralo primero.',
  GUARDIAN_ACCOUNT_NOT_FOUND: 'Ninguna cuenta de padres usa esta dirección de correo electrónico.',
  SECTION_NAME_TAKEN: 'Otra sección de este centro ya tiene este nombre.',
  IMPORT_INVALID_FILE: 'No se pudo leer el archivo como CSV, o falta una columna obligatoria.',
  TOO_MANY_INVITATIONS: 'Has enviado demasiadas invitaciones para este niño hoy. Vuelve a intentarlo mañana.',
  IMPERSONATION_READ_ONLY:
    'No es posible mientras has iniciado sesión como otra persona: esta sesión solo sirve para consultar y ayudar.',
  PROOF_OF_WORK_REQUIRED:
    'Demasiados inicios de sesión fallidos: tu navegador debe resolver antes una breve comprobación.',
  ADVISOR_CAMPAIGN_LOCKED:
    'Esta campaña ya tiene respuestas: su anonimato y sus preguntas ya no pueden cambiar.',
  ADVISOR_STATUS_TRANSITION: 'Esta campaña no puede pasar a ese estado.',
  ADVISOR_CAMPAIGN_NOT_OPEN: 'Esta encuesta no está abierta a respuestas.',
  ADVISOR_ALREADY_ANSWERED: 'Ya ha respondido a esta encuesta.',
  PICKUP_PERSONS_LIMIT:
    'Este niño ya tiene el número máximo de personas autorizadas a recogerlo. Elimine una primero.',
  RATE_TABLE_MISSING:
    'Ninguna tabla de tarifas cubre las fechas de este precio: pida a un administrador que añada una.',
  RATE_TABLE_OVERLAP: 'Estas fechas se solapan con otra fila de la misma tabla.',
  STRUCTURE_IBAN_INVALID:
    'Este IBAN no es válido. Compruebe el código de país, la longitud y los dígitos de control.',
  STRUCTURE_BIC_INVALID: 'Este BIC no es válido: tiene 8 u 11 letras y cifras.',
  STRUCTURE_CREDITOR_ID_INVALID:
    'Este identificador de acreedor SEPA no es válido. Compárelo con la carta de su banco.',
  TIME_SLOTS_INVALID: 'Algunas franjas terminan antes de empezar o se solapan con otra franja del mismo día.',
  CLOSING_DATES_INVALID:
    'El cierre debe terminar el mismo día de inicio o después, con las dos horas o ninguna, el inicio antes del final.',
  SERVICE_OPTION_ARCHIVED: 'Esta prestación está archivada y ya no se puede modificar.',
  SERVICE_OPTION_NAME_TAKEN: 'Otra prestación ya tiene este nombre.',
  CONTRACT_NOT_EDITABLE: 'Este contrato ya no es un borrador y no se puede modificar.',
  CONTRACT_NOT_AWAITING_SIGNATURE: 'Este contrato no está pendiente de firma.',
  ESTIMATE_NOT_SUBMITTED: 'La guardería no ha presentado este presupuesto.',
  TEMPLATE_FIELD_UNKNOWN:
    'Esta plantilla contiene campos que no existen; usa solo los campos indicados junto al texto.',
  TEMPLATE_MODE_MISMATCH: 'Esta plantilla no se puede usar para eso.',
  DOCUMENT_NOT_IN_STATUS: 'El estado de este documento ha cambiado mientras tanto; recarga la página.',
  INTERNAL_ERROR: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.',
} as const satisfies Record<ErrorCode, string>
