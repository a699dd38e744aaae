import type { ErrorCode } from '../errors'

// French translation of error-messages.en.ts (spec 000 §1).
export const fr = {
  NETWORK_ERROR: 'Le réseau est injoignable. Vérifiez votre connexion et réessayez.',
  EMPTY_SHARINGS_SCOPE: "Choisissez au moins un destinataire avant d'envoyer.",
  EMAIL_ALREADY_USED: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  EMAIL_ALREADY_EXISTS: 'Cette adresse e-mail existe déjà.',
  STORE_DELIVERY_WRONG_CITY: "La livraison n'est pas disponible dans cette ville.",
  INVALID_RECAPTCHA: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  NEWS_NOT_MODERABLE: 'Cette actualité ne peut pas être modérée.',
  FORBIDDEN_BY_FEATURE_SETTINGS: 'Cette fonctionnalité est désactivée pour votre école.',
  PHONE_NUMBER_INVALID: "Ce numéro de téléphone n'est pas valide.",
  MISSING_REQUIRED_CONTRACTOR_DATA:
    'Des informations obligatoires sur le titulaire du contrat sont manquantes.',
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: "Ce type de pièce jointe n'est pas pris en charge ici.",
  TOO_MANY_REQUESTS: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
  FORBIDDEN_BY_ACCESS_LEVEL: "Votre niveau d'accès ne le permet pas.",
  FORBIDDEN_OBSERVER: 'Les observateurs peuvent consulter, mais pas modifier.',
  CANNOT_USE_CHAT: 'Vous ne pouvez pas utiliser le chat.',
  CHAT_DISABLED_AND_LOCKED: 'Le chat est désactivé et verrouillé.',
  CHAT_NOT_ENABLED_BY_SCOPE: "Le chat n'est pas activé pour cette école.",
  INVALID_USER: "Votre compte n'est plus actif.",
  FORBIDDEN: "Vous n'avez pas l'autorisation de faire cela.",
  VALIDATION_ERROR: 'Certains champs sont manquants ou invalides.',
  UNAUTHENTICATED: 'Veuillez vous connecter.',
  INVALID_CREDENTIALS: "L'adresse e-mail ou le mot de passe est incorrect.",
  EXTERNAL_IDENTITY_STATE_INVALID:
    "Ce lien de connexion n'est plus valable. Veuillez recommencer depuis la page de connexion.",
  EXTERNAL_IDENTITY_REJECTED:
    "Le fournisseur d'identité n'a pas confirmé votre connexion. Veuillez réessayer.",
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED:
    "Votre fournisseur d'identité ne confirme pas votre adresse e-mail ; elle ne peut donc pas être liée à un compte.",
  EXTERNAL_IDENTITY_NO_ACCOUNT:
    'Aucun compte actif ne correspond à cette identité. Demandez à votre établissement de vous inviter avec cette adresse e-mail.',
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE:
    "Le fournisseur d'identité est injoignable pour le moment. Veuillez réessayer plus tard.",
  NOT_FOUND: "Cette page ou cet élément n'existe pas, ou vous n'y avez pas accès.",
  CONFLICT: 'Ceci a été modifié entre-temps. Rechargez la page et réessayez.',
  POLL_CLOSED: 'Ce sondage est clos : les votes ne sont plus acceptés.',
  DAILY_ENTRY_NOT_EDITABLE: 'Une entrée du journal ne peut être modifiée ou supprimée que le jour même.',
  PAYLOAD_TOO_LARGE: 'Ce contenu est trop volumineux.',
  STORAGE_QUOTA_EXCEEDED:
    'Il n’y a plus de place pour ce fichier : l’espace de stockage est plein. Supprimez des fichiers ou contactez l’établissement.',
  UPLOAD_RATE_LIMITED:
    'Vous avez envoyé trop de fichiers en peu de temps. Veuillez patienter un moment et réessayer.',
  UNSUPPORTED_CONTENT_TYPE: "Cette requête a été envoyée sous une forme que le serveur n'accepte pas.",
  CROSS_SITE_REQUEST: "Cette requête venait d'un autre site et a été refusée.",
  MEDIA_TYPE_NOT_ALLOWED: 'Ce type de fichier ne peut pas être envoyé.',
  MEDIA_CONTENT_MISMATCH: 'Le contenu de ce fichier ne correspond pas à son extension.',
  SCOPE_NOT_ALLOWED: 'Vous ne pouvez pas passer à cette école ou à cet enfant.',
  TOO_MANY_IDS: "Trop d'éléments ont été demandés en une seule fois.",
  PHOTO_CONSENT_WITHHELD:
    "Un enfant de ces photos n'a pas le consentement photo : il ne peut pas être identifié ni partagé au-delà de sa famille.",
  TWO_FACTOR_CODE_INVALID: 'Le code est incorrect ou a expiré.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'Cette étape de connexion a expiré. Veuillez vous reconnecter.',
  LINK_INVALID:
    "Ce lien n'est plus valable : il a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.",
  SIGN_IN_LINK_NOT_ALLOWED:
    'Ce compte utilise la connexion en deux étapes : veuillez vous connecter avec votre mot de passe.',
  ACCOUNT_ALREADY_ACTIVATED:
    'Cette personne a déjà activé son compte : elle peut se connecter, ou réinitialiser son mot de passe si elle l’a oublié.',
  USER_HAS_NO_EMAIL: 'Cette personne n’a pas d’adresse e-mail : ajoutez-en une d’abord.',
  SETUP_TOKEN_INVALID:
    'Ce lien d’installation n’est pas valide : il est erroné ou l’installation a déjà été faite. Utilisez le lien affiché par le serveur au démarrage.',
  CHECK_IN_CLOSED:
    'L’établissement est fermé en ce moment : le pointage n’est possible que pendant les heures d’ouverture.',
  STAFF_CODE_INVALID: 'Ce code ne correspond à aucun membre de l’équipe. Veuillez réessayer.',
  STAFF_CODE_TAKEN: 'Ce code est déjà utilisé : veuillez en choisir un autre.',
  CHILD_KEY_INVALID: 'Ce code ne correspond à aucun enfant. Vérifiez les 8 caractères et réessayez.',
  CHILD_ALREADY_LINKED: 'Cet enfant est déjà lié à votre compte.',
  LAST_REFERENT_GUARDIAN:
    "Vous êtes le dernier référent de cet enfant : demandez à l'école d'en désigner un autre avant de partir.",
  SECTION_ARCHIVED:
    'Cette section est archivée : elle ne peut plus être modifiée ni accueillir de nouveaux membres.',
  CHILD_ARCHIVED: 'Cet enfant est archivé : restaurez-le d’abord.',
  GUARDIAN_ACCOUNT_NOT_FOUND: 'Aucun compte parent n’utilise cette adresse e-mail.',
  SECTION_NAME_TAKEN: 'Une autre section de cette école porte déjà ce nom.',
  IMPORT_INVALID_FILE: 'Le fichier n’a pas pu être lu comme un CSV, ou une colonne obligatoire manque.',
  TOO_MANY_INVITATIONS:
    'Vous avez envoyé trop d’invitations pour cet enfant aujourd’hui. Veuillez réessayer demain.',
  IMPERSONATION_READ_ONLY:
    'Impossible en étant connecté à la place de quelqu’un : cette session sert uniquement à consulter et à aider.',
  PROOF_OF_WORK_REQUIRED:
    'Trop de connexions échouées : votre navigateur doit d’abord résoudre une courte vérification.',
  ADVISOR_CAMPAIGN_LOCKED:
    'Cette campagne a déjà des réponses : son anonymat et ses questions ne peuvent plus changer.',
  ADVISOR_STATUS_TRANSITION: 'Cette campagne ne peut pas passer à ce statut.',
  ADVISOR_CAMPAIGN_NOT_OPEN: 'Ce questionnaire n’est pas ouvert aux réponses.',
  ADVISOR_ALREADY_ANSWERED: 'Vous avez déjà répondu à ce questionnaire.',
  PICKUP_PERSONS_LIMIT:
    'Cet enfant a déjà le nombre maximal de personnes autorisées à venir le chercher. Retirez-en une d’abord.',
  RATE_TABLE_MISSING:
    'Aucun barème ne couvre les dates de ce tarif : demandez à un administrateur d’en ajouter un.',
  RATE_TABLE_OVERLAP: 'Ces dates chevauchent une autre ligne du même barème.',
  STRUCTURE_IBAN_INVALID: "Cet IBAN n'est pas valide. Vérifiez le code pays, la longueur et la clé.",
  STRUCTURE_BIC_INVALID: "Ce BIC n'est pas valide : il compte 8 ou 11 lettres et chiffres.",
  STRUCTURE_CREDITOR_ID_INVALID:
    "Cet identifiant créancier SEPA (ICS) n'est pas valide. Comparez-le au courrier de votre banque.",
  TIME_SLOTS_INVALID:
    'Certains créneaux finissent avant de commencer ou chevauchent un autre créneau du même jour.',
  CLOSING_DATES_INVALID:
    'La fermeture doit finir le jour de son début ou après, avec les deux heures ou aucune, le début avant la fin.',
  SERVICE_OPTION_ARCHIVED: 'Cette prestation est archivée et ne peut plus être modifiée.',
  SERVICE_OPTION_NAME_TAKEN: 'Une autre prestation porte déjà ce nom.',
  CONTRACT_NOT_EDITABLE: 'Ce contrat n’est plus un brouillon et ne peut plus être modifié.',
  CONTRACT_NOT_AWAITING_SIGNATURE: 'Ce contrat n’attend pas de signature.',
  ESTIMATE_NOT_SUBMITTED: 'La crèche n’a pas soumis ce devis.',
  TEMPLATE_FIELD_UNKNOWN:
    'Ce modèle contient des champs qui n’existent pas ; utilisez seulement les champs listés à côté du texte.',
  TEMPLATE_MODE_MISMATCH: 'Ce modèle ne peut pas servir à cela.',
  DOCUMENT_NOT_IN_STATUS: 'Ce document a changé de statut entre-temps ; rechargez la page.',
  INTERNAL_ERROR: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
} as const satisfies Record<ErrorCode, string>
