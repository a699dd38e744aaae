import type { MailTexts } from './texts'

// Spanish translation of texts.en.ts.
export const es: MailTexts = {
  greeting: 'Hola, {name}:',
  signature: 'El equipo de {appName}',
  linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  unsubscribe: 'Puede dejar de recibir este tipo de correo con un clic, sin iniciar sesión:',
  relationships: {
    Mother: 'Madre',
    Father: 'Padre',
    StepFather: 'Padrastro',
    StepMother: 'Madrastra',
    GrandFather: 'Abuelo',
    GrandMother: 'Abuela',
    Ayi: 'Niñera',
    Legal: 'Tutor legal',
    ThirdParty: 'Otra persona',
    Husband: 'Marido',
    Wife: 'Esposa',
    UpperMother: 'Bisabuela',
    UpperFather: 'Bisabuelo',
  },
  templates: {
    'password-reset': {
      subject: 'Restablece tu contraseña de {appName}',
      body: ['Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de {appName}.'],
      action: 'Elegir una nueva contraseña',
      note: [
        'Este enlace funciona una sola vez y caduca en {minutes} minutos.',
        'Si no lo has pedido tú, ignora este correo: tu contraseña sigue siendo la misma.',
      ],
    },
    'password-changed': {
      subject: 'Tu contraseña de {appName} ha cambiado',
      body: [
        'La contraseña de tu cuenta {appName} acaba de cambiar.',
        'Se ha cerrado tu sesión en todos los demás sitios y la dirección de tu suscripción al calendario ya no funciona: si usas una, crea una nueva en el calendario.',
      ],
      action: 'Restablecer mi contraseña',
      note: ['Si no la has cambiado tú, restablece tu contraseña ahora y avisa a tu escuela.'],
    },
    'email-validation': {
      subject: 'Confirma tu dirección de correo',
      body: ['Confirma que esta dirección de correo es tuya.'],
      action: 'Confirmar mi dirección',
      note: [
        'Este enlace funciona una sola vez y caduca en {days} días.',
        'Si no tienes una cuenta de {appName}, ignora este correo.',
      ],
    },
    'sign-in-link': {
      subject: 'Tu enlace de inicio de sesión de {appName}',
      body: ['Usa este enlace para iniciar sesión en {appName} sin tu contraseña.'],
      action: 'Iniciar sesión',
      note: [
        'Este enlace funciona una sola vez y caduca en {minutes} minutos.',
        'Si no lo has pedido tú, ignora este correo: nadie puede iniciar sesión sin el enlace.',
      ],
    },
    'sign-in-link-refused': {
      subject: 'Tu enlace de inicio de sesión de {appName}',
      body: [
        'Has pedido un enlace de inicio de sesión, pero tu cuenta usa el inicio de sesión en dos pasos, así que estos enlaces están desactivados.',
        'Inicia sesión con tu contraseña, o elige una nueva si la has olvidado.',
      ],
      action: 'Elegir una nueva contraseña',
      note: ['Si no lo has pedido tú, ignora este correo.'],
    },
    'deletion-asked': {
      subject: 'Hemos recibido tu solicitud de eliminación de la cuenta',
      body: [
        'Tu solicitud para eliminar tu cuenta de {appName} se ha enviado a tu escuela.',
        'Tu cuenta queda en espera hasta que se tramite la solicitud; entonces te escribiremos.',
      ],
      note: [],
    },
    'deletion-done': {
      subject: 'Tu cuenta de {appName} se ha eliminado',
      body: ['Como pediste, tu cuenta se ha eliminado y tus datos personales se han borrado.'],
      note: ['Este es el último correo que recibirás de nosotros.'],
    },
    'deletion-refused': {
      subject: 'Tu solicitud de eliminación de la cuenta ha sido rechazada',
      body: [
        'Tu escuela ha rechazado tu solicitud de eliminar tu cuenta de {appName}, por este motivo:',
        '{reason}',
        'Tu cuenta vuelve a estar activa; puedes iniciar sesión como antes.',
      ],
      note: [],
    },
    'children-without-guardian': {
      subject: 'Niños sin responsable en {appName}',
      body: [
        'Se ha eliminado una cuenta a petición de su titular. Estos niños ya no tienen ningún responsable: {child}.',
        'Nadie puede iniciar sesión por ellos, ser designado para recogerlos ni dar el consentimiento de fotos hasta que se vuelva a vincular a un responsable. Desde la lista, envíe a un familiar una invitación con la clave del niño.',
      ],
      action: 'Ver los niños sin responsable',
      note: [],
    },
    'chat-messages': {
      subject: 'Tienes mensajes sin leer en {appName}',
      body: ['Tienes nuevos mensajes esperándote en el chat de {appName}.'],
      action: 'Abrir el chat',
      note: [
        'Recibes este correo porque pediste que te avisáramos de los nuevos mensajes del chat. Puedes desactivarlo en los ajustes del chat.',
      ],
    },
    // A relative invited to follow a child (modules/invitations, docs/invitations.md).
    invitation: {
      subject: '{inviter} te invita a seguir a {child} en {appName}',
      body: [
        '{inviter} te invita a seguir a {child} en {appName}, la aplicación del centro y de la familia de {child}: noticias, fotos, el diario del día y mensajes.',
        'Tu clave para {child}: {key}',
        'Para usarla, inicia sesión en {appName}, elige «Añadir un niño» y escribe los 8 caracteres de la clave.',
      ],
      action: 'Iniciar sesión',
      note: [
        'Necesitas una cuenta de {appName} para iniciar sesión: si aún no la tienes, pide al centro de {child} que la cree con esta dirección de correo electrónico.',
        'Si no conoces a {inviter}, ignora este correo.',
      ],
    },
    // An account the school created: choose a first password (modules/recovery/recovery.activation.ts).
    'account-activation': {
      subject: 'Tu cuenta de {appName} está lista',
      body: [
        'Tu centro ha creado una cuenta de {appName} para ti: noticias, fotos, mensajes y el día de los niños que sigues, en un solo lugar.',
        'Elige tu contraseña para empezar.',
      ],
      action: 'Elegir mi contraseña',
      note: [
        'Este enlace funciona una sola vez y caduca en {days} días. Si ha caducado, pide uno nuevo a tu centro.',
        'Si no conoces este centro, ignora este correo.',
      ],
    },
    // A guardian linked to a child, to its other referent guardians (docs/notifications.md).
    'notification-new-guardian': {
      subject: '{guardian} sigue ahora a {child} en {appName}',
      body: [
        '{guardian} ha sido vinculado/a a {child} en {appName}, como: {relationship}.',
        'Como tutor referente de {child}, se le avisa de cada nuevo tutor. Si no es correcto, avise al centro de inmediato.',
      ],
      action: 'Abrir {appName}',
      note: ['Recibe este correo porque es tutor referente de {child}.'],
    },
    // Items waiting for a moderator, batched (modules/notifications/notifications.moderation-mail.ts).
    'notification-moderation': {
      subject: 'Hay elementos esperando su moderación en {appName}',
      body: ['{count} elemento(s) esperan su moderación en {appName}.'],
      action: 'Moderar',
      note: [
        'Recibe este correo porque es moderador. Mientras sigan llegando elementos, recibirá como máximo un correo por hora.',
      ],
    },
    // A postal card to the staff of a section (modules/postal-cards).
    'notification-postal-card': {
      subject: 'Una postal de la familia de {child}',
      body: ['La familia de {child} ha enviado una postal a {section} en {appName}.'],
      action: 'Ver las postales',
      note: ['Recibe este correo porque trabaja con {section}.'],
    },
    // Tomorrow's birthdays of a section (modules/notifications/notifications.birthdays.ts).
    'notification-birthday': {
      subject: 'Cumpleaños mañana: {child}',
      body: ['Mañana hay un cumpleaños en {section}: {child}.'],
      action: 'Abrir {appName}',
      note: ['Recibe este correo porque se le avisa de los cumpleaños de los niños de sus secciones.'],
    },
  },
}
