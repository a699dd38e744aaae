import type { MailTexts } from './texts'

// French translation of texts.en.ts.
export const fr: MailTexts = {
  greeting: 'Bonjour {name},',
  signature: "L'équipe {appName}",
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  unsubscribe: 'Vous pouvez arrêter ce type d’e-mail en un clic, sans vous connecter :',
  relationships: {
    Mother: 'Mère',
    Father: 'Père',
    StepFather: 'Beau-père',
    StepMother: 'Belle-mère',
    GrandFather: 'Grand-père',
    GrandMother: 'Grand-mère',
    Ayi: 'Nounou',
    Legal: 'Tuteur légal',
    ThirdParty: 'Autre personne',
    Husband: 'Mari',
    Wife: 'Épouse',
    UpperMother: 'Arrière-grand-mère',
    UpperFather: 'Arrière-grand-père',
  },
  templates: {
    'password-reset': {
      subject: 'Réinitialisez votre mot de passe {appName}',
      body: [
        "Quelqu'un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte {appName}.",
      ],
      action: 'Choisir un nouveau mot de passe',
      note: [
        "Ce lien ne fonctionne qu'une fois et expire dans {minutes} minutes.",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.",
      ],
    },
    'password-changed': {
      subject: 'Votre mot de passe {appName} a été modifié',
      body: [
        "Le mot de passe de votre compte {appName} vient d'être modifié.",
        "Vous avez été déconnecté partout ailleurs, et l'adresse de votre abonnement au calendrier ne fonctionne plus : si vous en utilisez une, créez-en une nouvelle dans le calendrier.",
      ],
      action: 'Réinitialiser mon mot de passe',
      note: [
        "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe maintenant et prévenez votre école.",
      ],
    },
    'email-validation': {
      subject: 'Confirmez votre adresse e-mail',
      body: ['Veuillez confirmer que cette adresse e-mail vous appartient.'],
      action: 'Confirmer mon adresse',
      note: [
        "Ce lien ne fonctionne qu'une fois et expire dans {days} jours.",
        "Si vous n'avez pas de compte {appName}, ignorez cet e-mail.",
      ],
    },
    'sign-in-link': {
      subject: 'Votre lien de connexion {appName}',
      body: ['Utilisez ce lien pour vous connecter à {appName} sans votre mot de passe.'],
      action: 'Se connecter',
      note: [
        "Ce lien ne fonctionne qu'une fois et expire dans {minutes} minutes.",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne ne peut se connecter sans le lien.",
      ],
    },
    'sign-in-link-refused': {
      subject: 'Votre lien de connexion {appName}',
      body: [
        'Vous avez demandé un lien de connexion, mais votre compte utilise la connexion en deux étapes : les liens de connexion sont donc désactivés.',
        "Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l'avez oublié.",
      ],
      action: 'Choisir un nouveau mot de passe',
      note: ["Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail."],
    },
    'deletion-asked': {
      subject: 'Nous avons reçu votre demande de suppression de compte',
      body: [
        'Votre demande de suppression de votre compte {appName} a été transmise à votre école.',
        'Votre compte est suspendu en attendant son traitement ; nous vous écrirons à ce moment-là.',
      ],
      note: [],
    },
    'deletion-done': {
      subject: 'Votre compte {appName} a été supprimé',
      body: ['Comme vous l’avez demandé, votre compte a été supprimé et vos données personnelles effacées.'],
      note: ['Ceci est le dernier e-mail que vous recevrez de notre part.'],
    },
    'deletion-refused': {
      subject: 'Votre demande de suppression de compte a été refusée',
      body: [
        'Votre école a refusé votre demande de suppression de votre compte {appName}, pour la raison suivante :',
        '{reason}',
        'Votre compte est de nouveau actif ; vous pouvez vous connecter comme avant.',
      ],
      note: [],
    },
    'children-without-guardian': {
      subject: 'Enfants sans responsable sur {appName}',
      body: [
        'Un compte a été supprimé à la demande de son titulaire. Ces enfants n’ont plus aucun responsable : {child}.',
        'Personne ne peut se connecter pour eux, être désigné pour venir les chercher ni donner le consentement photo tant qu’un responsable n’est pas à nouveau lié. Depuis la liste, envoyez à un proche une invitation avec la clé de l’enfant.',
      ],
      action: 'Voir les enfants sans responsable',
      note: [],
    },
    'chat-messages': {
      subject: 'Vous avez des messages non lus sur {appName}',
      body: ['De nouveaux messages vous attendent dans votre messagerie {appName}.'],
      action: 'Ouvrir la messagerie',
      note: [
        'Vous recevez cet e-mail car vous avez demandé à être prévenu des nouveaux messages. Vous pouvez le désactiver dans les paramètres de la messagerie.',
      ],
    },
    // A relative invited to follow a child (modules/invitations, docs/invitations.md).
    invitation: {
      subject: '{inviter} vous invite à suivre {child} sur {appName}',
      body: [
        '{inviter} vous invite à suivre {child} sur {appName}, l’application de l’établissement et de la famille de {child} : actualités, photos, journal de la journée et messages.',
        'Votre clé pour {child} : {key}',
        'Pour l’utiliser, connectez-vous à {appName}, choisissez « Ajouter un enfant » et saisissez les 8 caractères de la clé.',
      ],
      action: 'Se connecter',
      note: [
        'Il vous faut un compte {appName} pour vous connecter : si vous n’en avez pas encore, demandez à l’établissement de {child} de le créer avec cette adresse e-mail.',
        'Si vous ne connaissez pas {inviter}, ignorez cet e-mail.',
      ],
    },
    // An account the school created: choose a first password (modules/recovery/recovery.activation.ts).
    'account-activation': {
      subject: 'Votre compte {appName} est prêt',
      body: [
        'Votre établissement vous a créé un compte {appName} : actualités, photos, messages et la journée des enfants que vous suivez, au même endroit.',
        'Choisissez votre mot de passe pour commencer.',
      ],
      action: 'Choisir mon mot de passe',
      note: [
        'Ce lien ne fonctionne qu’une fois et expire dans {days} jours. S’il a expiré, demandez-en un nouveau à votre établissement.',
        'Si vous ne connaissez pas cet établissement, ignorez cet e-mail.',
      ],
    },
    // A guardian linked to a child, to its other referent guardians (docs/notifications.md).
    'notification-new-guardian': {
      subject: '{guardian} suit désormais {child} sur {appName}',
      body: [
        '{guardian} a été associé·e à {child} sur {appName}, en tant que : {relationship}.',
        'En tant que responsable référent de {child}, vous êtes prévenu·e de chaque nouveau responsable. Si ce n’est pas correct, prévenez l’établissement sans attendre.',
      ],
      action: 'Ouvrir {appName}',
      note: ['Vous recevez cet e-mail parce que vous êtes responsable référent de {child}.'],
    },
    // Items waiting for a moderator, batched (modules/notifications/notifications.moderation-mail.ts).
    'notification-moderation': {
      subject: 'Des éléments attendent votre modération sur {appName}',
      body: ['{count} élément(s) attendent votre modération sur {appName}.'],
      action: 'Modérer',
      note: [
        'Vous recevez cet e-mail parce que vous êtes modérateur. Tant que d’autres éléments arrivent, vous recevez au plus un e-mail par heure.',
      ],
    },
    // A postal card to the staff of a section (modules/postal-cards).
    'notification-postal-card': {
      subject: 'Une carte postale de la famille de {child}',
      body: ['La famille de {child} a envoyé une carte postale à {section} sur {appName}.'],
      action: 'Voir les cartes postales',
      note: ['Vous recevez cet e-mail parce que vous travaillez avec {section}.'],
    },
    // Tomorrow's birthdays of a section (modules/notifications/notifications.birthdays.ts).
    'notification-birthday': {
      subject: 'Anniversaire demain : {child}',
      body: ['Demain, c’est un anniversaire dans {section} : {child}.'],
      action: 'Ouvrir {appName}',
      note: [
        'Vous recevez cet e-mail parce que vous êtes prévenu·e des anniversaires des enfants de vos sections.',
      ],
    },
  },
}
