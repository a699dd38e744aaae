import { SurveyPage } from './survey-page'

// Spec 000 §2 /survey/pro: the staff's public link (campaigns with the staff audience).
export default function SurveyProPage() {
  return <SurveyPage kind="pro" />
}
