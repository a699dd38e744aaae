import { SurveyPage } from './survey-page'

// Spec 000 §2 /survey/family: the families' public link (campaigns with the families audience).
export default function SurveyFamilyPage() {
  return <SurveyPage kind="family" />
}
