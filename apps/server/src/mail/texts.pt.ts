import type { MailTexts } from './texts'

// Portuguese translation of texts.en.ts.
export const pt: MailTexts = {
  greeting: 'Olá {name},',
  signature: 'A equipa {appName}',
  linkFallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
  unsubscribe: 'Pode deixar de receber este tipo de e-mail com um clique, sem iniciar sessão:',
  relationships: {
    Mother: 'Mãe',
    Father: 'Pai',
    StepFather: 'Padrasto',
    StepMother: 'Madrasta',
    GrandFather: 'Avô',
    GrandMother: 'Avó',
    Ayi: 'Ama',
    Legal: 'Tutor legal',
    ThirdParty: 'Outra pessoa',
    Husband: 'Marido',
    Wife: 'Esposa',
    UpperMother: 'Bisavó',
    UpperFather: 'Bisavô',
  },
  templates: {
    'password-reset': {
      subject: 'Redefina a sua palavra-passe {appName}',
      body: [
        'Alguém, esperamos que tenha sido você, pediu para redefinir a palavra-passe da sua conta {appName}.',
      ],
      action: 'Escolher uma nova palavra-passe',
      note: [
        'Esta ligação funciona uma vez e expira em {minutes} minutos.',
        'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
      ],
    },
    'password-changed': {
      subject: 'A sua palavra-passe {appName} foi alterada',
      body: [
        'A palavra-passe da sua conta {appName} acabou de ser alterada.',
        'A sua sessão foi terminada em todos os outros locais e o endereço da sua subscrição do calendário deixou de funcionar: se usa um, crie um novo no calendário.',
      ],
      action: 'Redefinir a minha palavra-passe',
      note: ['Se não foi você a alterá-la, redefina já a palavra-passe e avise a sua escola.'],
    },
    'email-validation': {
      subject: 'Confirme o seu endereço de e-mail',
      body: ['Confirme que este endereço de e-mail lhe pertence.'],
      action: 'Confirmar o meu endereço',
      note: [
        'Esta ligação funciona uma vez e expira em {days} dias.',
        'Se não tem uma conta {appName}, ignore este e-mail.',
      ],
    },
    'sign-in-link': {
      subject: 'A sua ligação de início de sessão {appName}',
      body: ['Use esta ligação para iniciar sessão no {appName} sem a sua palavra-passe.'],
      action: 'Iniciar sessão',
      note: [
        'Esta ligação funciona uma vez e expira em {minutes} minutos.',
        'Se não fez este pedido, ignore este e-mail: ninguém pode iniciar sessão sem a ligação.',
      ],
    },
    'sign-in-link-refused': {
      subject: 'A sua ligação de início de sessão {appName}',
      body: [
        'Pediu uma ligação de início de sessão, mas a sua conta usa o início de sessão em dois passos, por isso estas ligações estão desativadas.',
        'Inicie sessão com a sua palavra-passe, ou escolha uma nova se a esqueceu.',
      ],
      action: 'Escolher uma nova palavra-passe',
      note: ['Se não fez este pedido, ignore este e-mail.'],
    },
    'deletion-asked': {
      subject: 'Recebemos o seu pedido de eliminação da conta',
      body: [
        'O seu pedido de eliminação da conta {appName} foi enviado para a sua escola.',
        'A sua conta fica suspensa até o pedido ser tratado; nessa altura escrevemos-lhe.',
      ],
      note: [],
    },
    'deletion-done': {
      subject: 'A sua conta {appName} foi eliminada',
      body: ['Como pediu, a sua conta foi eliminada e os seus dados pessoais apagados.'],
      note: ['Este é o último e-mail que receberá de nós.'],
    },
    'deletion-refused': {
      subject: 'O seu pedido de eliminação da conta foi recusado',
      body: [
        'A sua escola recusou o pedido de eliminação da sua conta {appName}, pelo seguinte motivo:',
        '{reason}',
        'A sua conta está novamente ativa; pode iniciar sessão como antes.',
      ],
      note: [],
    },
    'children-without-guardian': {
      subject: 'Crianças sem responsável no {appName}',
      body: [
        'Uma conta foi eliminada a pedido do titular. Estas crianças já não têm nenhum responsável: {child}.',
        'Ninguém pode iniciar sessão por elas, ser indicado para as ir buscar nem dar consentimento para fotografias até que um responsável seja novamente associado. A partir da lista, envie a um familiar um convite com a chave da criança.',
      ],
      action: 'Ver as crianças sem responsável',
      note: [],
    },
    'chat-messages': {
      subject: 'Tem mensagens não lidas no {appName}',
      body: ['Há novas mensagens à sua espera no chat do {appName}.'],
      action: 'Abrir o chat',
      note: [
        'Recebe este e-mail porque pediu para ser avisado de novas mensagens no chat. Pode desativá-lo nas definições do chat.',
      ],
    },
    // A relative invited to follow a child (modules/invitations, docs/invitations.md).
    invitation: {
      subject: '{inviter} convida-o a acompanhar {child} no {appName}',
      body: [
        '{inviter} convida-o a acompanhar {child} no {appName}, a aplicação da escola e da família de {child}: notícias, fotografias, o diário do dia e mensagens.',
        'A sua chave para {child}: {key}',
        'Para a utilizar, inicie sessão no {appName}, escolha “Adicionar uma criança” e escreva os 8 caracteres da chave.',
      ],
      action: 'Iniciar sessão',
      note: [
        'Precisa de uma conta {appName} para iniciar sessão: se ainda não tem uma, peça à escola de {child} que a crie com este endereço de e-mail.',
        'Se não conhece {inviter}, ignore este e-mail.',
      ],
    },
    // An account the school created: choose a first password (modules/recovery/recovery.activation.ts).
    'account-activation': {
      subject: 'A sua conta {appName} está pronta',
      body: [
        'A sua escola criou uma conta {appName} para si: notícias, fotos, mensagens e o dia das crianças que acompanha, num só lugar.',
        'Escolha a sua palavra-passe para começar.',
      ],
      action: 'Escolher a minha palavra-passe',
      note: [
        'Este link funciona uma vez e expira dentro de {days} dias. Se expirou, peça um novo à sua escola.',
        'Se não conhece esta escola, ignore este e-mail.',
      ],
    },
    // A guardian linked to a child, to its other referent guardians (docs/notifications.md).
    'notification-new-guardian': {
      subject: '{guardian} passou a acompanhar {child} no {appName}',
      body: [
        '{guardian} foi associado/a a {child} no {appName}, como: {relationship}.',
        'Como responsável de referência de {child}, é avisado/a de cada novo responsável. Se isto não estiver correto, avise a escola de imediato.',
      ],
      action: 'Abrir o {appName}',
      note: ['Recebe este e-mail porque é responsável de referência de {child}.'],
    },
    // Items waiting for a moderator, batched (modules/notifications/notifications.moderation-mail.ts).
    'notification-moderation': {
      subject: 'Há elementos à espera da sua moderação no {appName}',
      body: ['{count} elemento(s) à espera da sua moderação no {appName}.'],
      action: 'Moderar',
      note: [
        'Recebe este e-mail porque é moderador. Enquanto chegarem mais elementos, recebe no máximo um e-mail por hora.',
      ],
    },
    // A postal card to the staff of a section (modules/postal-cards).
    'notification-postal-card': {
      subject: 'Um postal da família de {child}',
      body: ['A família de {child} enviou um postal para {section} no {appName}.'],
      action: 'Ver os postais',
      note: ['Recebe este e-mail porque trabalha com {section}.'],
    },
    // Tomorrow's birthdays of a section (modules/notifications/notifications.birthdays.ts).
    'notification-birthday': {
      subject: 'Aniversário amanhã: {child}',
      body: ['Amanhã há um aniversário em {section}: {child}.'],
      action: 'Abrir o {appName}',
      note: ['Recebe este e-mail porque é avisado/a dos aniversários das crianças das suas secções.'],
    },
  },
}
