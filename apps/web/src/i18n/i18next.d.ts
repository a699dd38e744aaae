import 'i18next'
import type { en as errors } from '@nido/domain/i18n/error-messages.en'
import type en from './en.json'
import type shell from './shell/en.json'
import type session from './session/en.json'
import type media from '../features/media/i18n/en.json'
import type news from '../features/news/i18n/en.json'
import type posts from '../features/posts/i18n/en.json'
import type galleries from '../features/galleries/i18n/en.json'
import type folders from '../features/folders/i18n/en.json'
import type polls from '../features/polls/i18n/en.json'
import type postalCards from '../features/postal-cards/i18n/en.json'
import type notifications from '../features/notifications/i18n/en.json'
import type dataProtection from '../features/data-protection/i18n/en.json'
import type impersonation from '../features/impersonation/i18n/en.json'
import type ui from '../ui/i18n/en.json'
import type recovery from '../features/recovery/i18n/en.json'
import type twoFactor from '../features/two-factor/i18n/en.json'
import type identity from '../features/external-identity/i18n/en.json'
import type chat from '../features/chat/i18n/en.json'
import type contacts from '../features/contacts/i18n/en.json'
import type calendar from '../features/calendar/i18n/en.json'
import type daily from '../features/daily/i18n/en.json'
import type dailyLog from '../features/daily-log/i18n/en.json'
import type childKeys from '../features/child-keys/i18n/en.json'
import type invitations from '../features/invitations/i18n/en.json'
import type setup from '../features/setup/i18n/en.json'
import type sections from '../features/sections/i18n/en.json'
import type childrenAndParents from '../features/children-and-parents/i18n/en.json'
import type myChildren from '../features/my-children/i18n/en.json'
import type groups from '../features/groups/i18n/en.json'
import type schools from '../features/schools/i18n/en.json'
import type brands from '../features/brands/i18n/en.json'
import type adminSettings from '../features/admin-settings/i18n/en.json'
import type rateTables from '../features/rate-tables/i18n/en.json'
import type team from '../features/team/i18n/en.json'
import type directory from '../features/directory/i18n/en.json'
import type managerStructure from '../features/manager-structure/i18n/en.json'
import type managerChildren from '../features/manager-children/i18n/en.json'
import type managerContracts from '../features/manager-contracts/i18n/en.json'
import type managerDocuments from '../features/manager-documents/i18n/en.json'
import type form from '../ui/form/i18n/en.json'
import type advisor from '../features/advisor/i18n/en.json'
import type account from '../features/account/i18n/en.json'
import type advisorAnswer from '../features/advisor/answer/i18n/en.json'
import type advisorPublic from '../features/advisor/public/i18n/en.json'
import type advisorPhone from '../features/advisor/phone/i18n/en.json'
import type advisorHistory from '../features/advisor/history/i18n/en.json'
import type advisorChildren from '../features/advisor/children/i18n/en.json'
import type advisorQuestion from '../features/advisor/question/i18n/en.json'

// Typed keys: `t('login.titel')` is a compile error, so the seven files cannot drift from the code.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: typeof en
      errors: typeof errors
      shell: typeof shell
      session: typeof session
      media: typeof media
      news: typeof news
      posts: typeof posts
      galleries: typeof galleries
      folders: typeof folders
      polls: typeof polls
      postalCards: typeof postalCards
      notifications: typeof notifications
      dataProtection: typeof dataProtection
      impersonation: typeof impersonation
      ui: typeof ui
      recovery: typeof recovery
      twoFactor: typeof twoFactor
      identity: typeof identity
      chat: typeof chat
      contacts: typeof contacts
      calendar: typeof calendar
      daily: typeof daily
      dailyLog: typeof dailyLog
      childKeys: typeof childKeys
      invitations: typeof invitations
      setup: typeof setup
      sections: typeof sections
      childrenAndParents: typeof childrenAndParents
      myChildren: typeof myChildren
      groups: typeof groups
      schools: typeof schools
      brands: typeof brands
      adminSettings: typeof adminSettings
      rateTables: typeof rateTables
      team: typeof team
      directory: typeof directory
      managerStructure: typeof managerStructure
      managerChildren: typeof managerChildren
      managerContracts: typeof managerContracts
      managerDocuments: typeof managerDocuments
      form: typeof form
      advisor: typeof advisor
      account: typeof account
      advisorPublic: typeof advisorPublic
      advisorPhone: typeof advisorPhone
      advisorHistory: typeof advisorHistory
      advisorChildren: typeof advisorChildren
      advisorQuestion: typeof advisorQuestion
      advisorAnswer: typeof advisorAnswer
    }
  }
}
