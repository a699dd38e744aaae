import type { EntryData } from '@nido/domain/contracts/daily-log'
import type { demoSchools } from './demo-accounts'
import type { DemoPicture } from './demo-photos'

// What each demo school lived this week (demo-week.ts writes it): in the school's language, dated
// in hours before the seed's `now`, people named by the e-mails of demo.ts and demo-accounts.ts.

export type SchoolKey = keyof typeof demoSchools

export interface DemoAlbum {
  owner: string
  /** Section names; none means the whole school. */
  sections?: readonly string[]
  title: string
  description: string
  hoursAgo: number
  photos: readonly DemoPicture[]
}

export interface DemoPoll {
  owner: string
  question: string
  options: readonly string[]
  hoursAgo: number
  closesInDays: number
  /** Votes of the school's families (not the demo guardian, who is left to answer), per option. */
  votes: readonly number[]
}

export interface DemoFolder {
  owner: string
  title: string
  description: string
  hoursAgo: number
  files: ReadonlyArray<{ fileName: string; picture: DemoPicture }>
}

export interface DemoCard {
  /** The sender, a demo guardian by e-mail; none: the first other family of the school by name. */
  from?: string
  message: string
  hoursAgo: number
  picture: DemoPicture
}

export interface DemoPartnerNews {
  owner: string
  html: string
  hoursAgo: number
  picture: DemoPicture
}

export interface DemoThread {
  staff: string
  guardian: string
  /** [who, text, hours ago]; who is 'staff' or 'guardian'. */
  messages: ReadonlyArray<readonly ['staff' | 'guardian', string, number]>
}

export interface DemoCareDay {
  /** The day is written for the section of this guardian's first child, by a teacher of it. */
  guardian: string
  entries: ReadonlyArray<{ time: string; data: EntryData; comment?: string }>
}

export interface SchoolWeek {
  albums: readonly DemoAlbum[]
  poll: DemoPoll
  folder: DemoFolder
  cards?: readonly DemoCard[]
  partnerNews?: readonly DemoPartnerNews[]
  thread?: DemoThread
  careDay?: DemoCareDay
}

// prettier-ignore
export const weeks: Record<SchoolKey, SchoolWeek> = {
  lucioles: {
    albums: [
      {
        owner: 'teacher.babies@nido.demo',
        sections: ['Babies'],
        title: 'Peinture aux doigts',
        description: 'Les Babies ont découvert la peinture aux doigts : bravo les artistes !',
        hoursAgo: 50,
        photos: [
          { scene: 'painting', caption: 'Premières couleurs' },
          { scene: 'painting', caption: 'Des mains toutes bleues' },
          { scene: 'painting', caption: 'Un chef-d’œuvre collectif' },
          { scene: 'blocks', caption: 'Et maintenant, on range !' },
        ],
      },
      {
        owner: 'teacher.toddlers@nido.demo',
        sections: ['Toddlers'],
        title: 'Sortie au parc',
        description: 'Une belle matinée au parc de la Tête d’Or avec les Toddlers.',
        hoursAgo: 98,
        photos: [
          { scene: 'park', caption: 'En route pour le parc' },
          { scene: 'garden', caption: 'Les fleurs du jardin' },
          { scene: 'balloons', caption: 'Le lâcher de ballons' },
          { scene: 'park', caption: 'Pique-nique sous les arbres' },
        ],
      },
    ],
    poll: {
      owner: 'director@nido.demo',
      question: 'Quel thème pour le carnaval de la crèche ?',
      options: ['La mer', 'La forêt', 'Le cirque'],
      hoursAgo: 28,
      closesInDays: 6,
      votes: [3, 2, 1],
    },
    folder: {
      owner: 'director@nido.demo',
      title: 'Menus et documents',
      description: 'Le menu de la semaine et les documents utiles de la crèche.',
      hoursAgo: 74,
      files: [
        {
          fileName: 'menu-de-la-semaine.jpg',
          picture: {
            scene: 'menu',
            caption: 'Menu de la semaine',
            lines: ['Lundi : purée de carottes', 'Mardi : poisson et riz', 'Mercredi : lentilles corail', 'Jeudi : gratin de courgettes', 'Vendredi : pâtes au pistou'],
          },
        },
      ],
    },
    partnerNews: [
      {
        owner: 'sponsor@nido.demo',
        html: '<p><strong>Conférence parents</strong> : notre entreprise partenaire vous invite jeudi à 18 h à une soirée sur le sommeil des tout-petits, avec une pédiatre. Entrée libre.</p>',
        hoursAgo: 44,
        picture: { scene: 'balloons', caption: 'Soirée des parents' },
      },
    ],
  },
  pirilampos: {
    albums: [
      {
        owner: 'ines.carvalho@staff.nido.demo',
        title: 'Dia da fruta',
        description: 'Provámos fruta da época e plantámos sementes no jardim.',
        hoursAgo: 54,
        photos: [
          { scene: 'garden', caption: 'O nosso jardim' },
          { scene: 'painting', caption: 'Pintar com laranjas' },
          { scene: 'blocks', caption: 'A banca da fruta' },
          { scene: 'park', caption: 'Recreio ao sol' },
        ],
      },
    ],
    poll: {
      owner: 'ines.carvalho@staff.nido.demo',
      question: 'Que dia preferem para a reunião de pais?',
      options: ['Terça às 18h', 'Quarta às 18h', 'Sábado de manhã'],
      hoursAgo: 30,
      closesInDays: 5,
      votes: [2, 3, 1],
    },
    folder: {
      owner: 'ines.carvalho@staff.nido.demo',
      title: 'Ementas e documentos',
      description: 'A ementa da semana e os documentos do jardim de infância.',
      hoursAgo: 76,
      files: [
        {
          fileName: 'ementa-da-semana.jpg',
          picture: {
            scene: 'menu',
            caption: 'Ementa da semana',
            lines: ['Segunda: sopa de legumes', 'Terça: peixe com arroz', 'Quarta: massa à bolonhesa', 'Quinta: frango com batata', 'Sexta: bacalhau com grão'],
          },
        },
      ],
    },
    cards: [
      {
        from: 'guardian.lisbon@nido.demo',
        message: 'Beijinhos da praia! A Beatriz quer mostrar as conchas que apanhou.',
        hoursAgo: 20,
        picture: { scene: 'sea', caption: 'Beijinhos da praia' },
      },
      {
        message: 'Obrigado pelo passeio de ontem, adorámos as fotografias!',
        hoursAgo: 66,
        picture: { scene: 'garden', caption: 'Obrigado!' },
      },
    ],
    thread: {
      staff: 'diogo.almeida@staff.nido.demo',
      guardian: 'guardian.lisbon@nido.demo',
      messages: [
        ['staff', 'Bom dia Ana, amanhã vamos ao jardim da Estrela: tragam um chapéu, por favor.', 27],
        ['guardian', 'Combinado, obrigada Diogo!', 26],
        ['staff', 'A Beatriz fez um desenho lindo para a mãe 😊', 4],
      ],
    },
  },
  fireflies: {
    albums: [
      {
        owner: 'director.london@nido.demo',
        title: 'Our week in pictures',
        description: 'Messy play, a garden hunt and a lot of building: what a week!',
        hoursAgo: 46,
        photos: [
          { scene: 'blocks', caption: 'The tallest tower yet' },
          { scene: 'painting', caption: 'Messy play Monday' },
          { scene: 'garden', caption: 'Garden treasure hunt' },
          { scene: 'balloons', caption: 'Bubbles and balloons' },
        ],
      },
    ],
    poll: {
      owner: 'director.london@nido.demo',
      question: 'Which evening suits you for the parents’ meeting?',
      options: ['Tuesday 6 pm', 'Wednesday 6 pm', 'Thursday 6 pm'],
      hoursAgo: 26,
      closesInDays: 4,
      votes: [1, 3, 2],
    },
    folder: {
      owner: 'director.london@nido.demo',
      title: 'Menus and letters',
      description: 'This week’s menu and the letters we send home.',
      hoursAgo: 80,
      files: [
        {
          fileName: 'menu-of-the-week.jpg',
          picture: {
            scene: 'menu',
            caption: 'Menu of the week',
            lines: ['Monday: shepherd’s pie', 'Tuesday: fish and peas', 'Wednesday: veggie curry', 'Thursday: pasta bake', 'Friday: jacket potatoes'],
          },
        },
      ],
    },
    thread: {
      staff: 'director.london@nido.demo',
      guardian: 'guardian.london@nido.demo',
      messages: [
        ['guardian', 'Hello Sarah, could Grandma pick up on Thursday?', 30],
        ['staff', 'Of course, James: just add her to the pick-up list in the app.', 29],
        ['guardian', 'Done, thank you!', 28],
      ],
    },
    careDay: {
      guardian: 'guardian.london@nido.demo',
      entries: [
        { time: '08:15', data: { kind: 'mood', mood: 'Joyful' } },
        { time: '10:00', data: { kind: 'activities', activities: ['Drawing', 'OutsideGames'] } },
        { time: '12:00', data: { kind: 'meal', mealType: 'Lunch', quantity: 'Good' } },
        { time: '12:45', data: { kind: 'nap', endTime: '14:15' } },
        { time: '15:30', data: { kind: 'meal', mealType: 'Snack', quantity: 'Little' }, comment: 'Not very hungry after the nap.' },
      ],
    },
  },
  egeltjes: {
    albums: [
      {
        owner: 'director.antwerp@nido.demo',
        title: 'Spelen in de tuin',
        description: 'Bloemen zoeken, ballonnen vangen en bouwen met blokken.',
        hoursAgo: 52,
        photos: [
          { scene: 'garden', caption: 'Bloemen in de tuin' },
          { scene: 'balloons', caption: 'Ballonnen vangen' },
          { scene: 'blocks', caption: 'Een toren van blokken' },
          { scene: 'park', caption: 'Wandelen in het park' },
        ],
      },
    ],
    poll: {
      owner: 'director.antwerp@nido.demo',
      question: 'Welke dag past u voor het oudercontact?',
      options: ['Maandagavond', 'Woensdagnamiddag', 'Vrijdagavond'],
      hoursAgo: 32,
      closesInDays: 5,
      votes: [2, 2, 1],
    },
    folder: {
      owner: 'director.antwerp@nido.demo',
      title: 'Menu’s en documenten',
      description: 'Het weekmenu en de praktische documenten van het kinderdagverblijf.',
      hoursAgo: 78,
      files: [
        {
          fileName: 'weekmenu.jpg',
          picture: {
            scene: 'menu',
            caption: 'Weekmenu',
            lines: ['Maandag: wortelpuree', 'Dinsdag: vis met rijst', 'Woensdag: spaghetti', 'Donderdag: stoofvlees', 'Vrijdag: groentesoep'],
          },
        },
      ],
    },
    cards: [
      {
        message: 'Dikke knuffel van oma en opa aan zee!',
        hoursAgo: 40,
        picture: { scene: 'sea', caption: 'Groetjes van zee' },
      },
    ],
    thread: {
      staff: 'director.antwerp@nido.demo',
      guardian: 'guardian.antwerp@nido.demo',
      messages: [
        ['staff', 'Dag Pieter, Noor heeft vandaag goed gegeten en lang geslapen.', 22],
        ['guardian', 'Fijn om te horen, dank je!', 21],
      ],
    },
  },
}
