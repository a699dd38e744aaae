import type { MailTexts } from './texts'

// English, the source of the other languages' mail texts.
export const en: MailTexts = {
  greeting: 'Hello {name},',
  signature: 'The {appName} team',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  unsubscribe: 'You can stop this kind of e-mail with one click, no sign-in needed:',
  relationships: {
    Mother: 'Mother',
    Father: 'Father',
    StepFather: 'Stepfather',
    StepMother: 'Stepmother',
    GrandFather: 'Grandfather',
    GrandMother: 'Grandmother',
    Ayi: 'Nanny',
    Legal: 'Legal guardian',
    ThirdParty: 'Other person',
    Husband: 'Husband',
    Wife: 'Wife',
    UpperMother: 'Great-grandmother',
    UpperFather: 'Great-grandfather',
  },
  templates: {
    'password-reset': {
      subject: 'Reset your {appName} password',
      body: ['Someone, hopefully you, asked to reset the password of your {appName} account.'],
      action: 'Choose a new password',
      note: [
        'This link works once and expires in {minutes} minutes.',
        'If you did not ask for this, ignore this e-mail: your password stays the same.',
      ],
    },
    'password-changed': {
      subject: 'Your {appName} password was changed',
      body: [
        'The password of your {appName} account has just been changed.',
        'You have been signed out everywhere else, and your calendar subscription address no longer works: if you use one, make a new one in the calendar.',
      ],
      action: 'Reset my password',
      note: ['If you did not change it, reset your password now and tell your school.'],
    },
    'email-validation': {
      subject: 'Confirm your e-mail address',
      body: ['Please confirm that this e-mail address belongs to you.'],
      action: 'Confirm my address',
      note: [
        'This link works once and expires in {days} days.',
        'If you do not have an {appName} account, ignore this e-mail.',
      ],
    },
    'sign-in-link': {
      subject: 'Your {appName} sign-in link',
      body: ['Use this link to sign in to {appName} without your password.'],
      action: 'Sign in',
      note: [
        'This link works once and expires in {minutes} minutes.',
        'If you did not ask for this, ignore this e-mail: nobody can sign in without the link.',
      ],
    },
    'sign-in-link-refused': {
      subject: 'Your {appName} sign-in link',
      body: [
        'You asked for a sign-in link, but your account uses two-step sign-in, so sign-in links are turned off for it.',
        'Please sign in with your password, or choose a new one if you forgot it.',
      ],
      action: 'Choose a new password',
      note: ['If you did not ask for this, ignore this e-mail.'],
    },
    'deletion-asked': {
      subject: 'We received your request to delete your account',
      body: [
        'Your request to delete your {appName} account has been sent to your school.',
        'Your account is on hold until the request is handled; we will write to you then.',
      ],
      note: [],
    },
    'deletion-done': {
      subject: 'Your {appName} account has been deleted',
      body: ['As you asked, your account has been deleted and your personal data removed.'],
      note: ['This is the last e-mail you will receive from us.'],
    },
    'deletion-refused': {
      subject: 'Your request to delete your account was refused',
      body: [
        'Your school refused your request to delete your {appName} account, for this reason:',
        '{reason}',
        'Your account is active again; you can sign in as before.',
      ],
      note: [],
    },
    'children-without-guardian': {
      subject: 'Children without a guardian at {appName}',
      body: [
        "An account was deleted at its owner's request. These children no longer have any guardian: {child}.",
        "Nobody can sign in for them, be named to pick them up or give photo consent until a guardian is linked again. Send a relative an invitation with the child's key from the list.",
      ],
      action: 'See the children without a guardian',
      note: [],
    },
    'chat-messages': {
      subject: 'You have unread messages on {appName}',
      body: ['New messages are waiting for you in your {appName} chat.'],
      action: 'Open the chat',
      note: [
        'You receive this e-mail because you asked to be told about new chat messages. You can turn it off in the chat settings.',
      ],
    },
    // A relative invited to follow a child (modules/invitations, docs/invitations.md).
    invitation: {
      subject: '{inviter} invites you to follow {child} on {appName}',
      body: [
        '{inviter} invites you to follow {child} on {appName}, the app of {child}’s school and family: news, photos, the day’s care log and messages.',
        'Your key for {child}: {key}',
        'To use it, sign in to {appName}, choose “Add a child” and type the 8 characters of the key.',
      ],
      action: 'Sign in',
      note: [
        'You need an {appName} account to sign in: if you do not have one yet, ask {child}’s school to create it with this e-mail address.',
        'If you do not know {inviter}, ignore this e-mail.',
      ],
    },
    // An account the school created: choose a first password (modules/recovery/recovery.activation.ts).
    'account-activation': {
      subject: 'Your {appName} account is ready',
      body: [
        'Your school has created an {appName} account for you: news, photos, messages and the day of the children you follow, in one place.',
        'Choose your password to start.',
      ],
      action: 'Choose my password',
      note: [
        'This link works once and expires in {days} days. If it has expired, ask your school to send a new one.',
        'If you do not know this school, ignore this e-mail.',
      ],
    },
    // A guardian linked to a child, to its other referent guardians (docs/notifications.md).
    'notification-new-guardian': {
      subject: '{guardian} now follows {child} on {appName}',
      body: [
        '{guardian} has been linked to {child} on {appName}, as: {relationship}.',
        'As a referent guardian of {child}, you are told of every new guardian. If this is not right, tell the school at once.',
      ],
      action: 'Open {appName}',
      note: ['You receive this e-mail because you are a referent guardian of {child}.'],
    },
    // Items waiting for a moderator, batched (modules/notifications/notifications.moderation-mail.ts).
    'notification-moderation': {
      subject: 'Items are waiting for your moderation on {appName}',
      body: ['{count} item(s) are waiting for your moderation on {appName}.'],
      action: 'Moderate',
      note: [
        'You receive this e-mail because you are a moderator. While more items arrive, you get at most one e-mail an hour.',
      ],
    },
    // A postal card to the staff of a section (modules/postal-cards).
    'notification-postal-card': {
      subject: 'A postal card from the family of {child}',
      body: ['The family of {child} has sent a postal card to {section} on {appName}.'],
      action: 'See the postal cards',
      note: ['You receive this e-mail because you work with {section}.'],
    },
    // Tomorrow's birthdays of a section (modules/notifications/notifications.birthdays.ts).
    'notification-birthday': {
      subject: 'Birthday tomorrow: {child}',
      body: ['Tomorrow is a birthday in {section}: {child}.'],
      action: 'Open {appName}',
      note: [
        'You receive this e-mail because you are told of the birthdays of the children of your sections.',
      ],
    },
  },
}
