// Spec 000 §3 and spec 001 §3 manager enumerations, in the numeric order the spec lists them,
// plus the structure settings Nido adds where the spec is silent (docs/manager.md,
// decision 0049).

export const absenceDeductionKinds = [
  'HolidayInvoiced',
  'HolidayDeducted',
  'IllnessInvoiced',
  'IllnessDeducted',
  'ExceptionalClosingDeducted',
] as const
export type AbsenceDeductionKind = (typeof absenceDeductionKinds)[number]

export const inscriptionStatuses = [
  'New',
  'WaitingList',
  'ContractSubmitted',
  'Signed',
  'Cancelled',
  'Refused',
  'InProgress',
] as const
export type InscriptionStatus = (typeof inscriptionStatuses)[number]

export const estimateStatuses = ['none', 'submitted', 'accepted'] as const
export type EstimateStatus = (typeof estimateStatuses)[number]
export const invoiceStatuses = ['draft', 'sent'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

export const presenceTypes = ['reg', 'abs', 'pabs', 'xday', 'other'] as const
export type PresenceType = (typeof presenceTypes)[number]

/** Spec 000 §3 "Price unit: hour, half-day, day, month, other". */
export const priceUnits = ['hour', 'half-day', 'day', 'month', 'other'] as const
export type PriceUnit = (typeof priceUnits)[number]
/** Spec 000 §3 "Price category: food, other": the extras (meals…) a service option may be. */
export const priceCategories = ['food', 'other'] as const
export type PriceCategory = (typeof priceCategories)[number]

export const contractDocumentStatuses = ['Draft', 'AwaitingSignature', 'Signed'] as const
export type ContractDocumentStatus = (typeof contractDocumentStatuses)[number]
export const contractStatuses = ['Inactive', 'Active'] as const
export type ContractStatus = (typeof contractStatuses)[number]
export const contractSchedules = ['Regular', 'Irregular'] as const
export type ContractSchedule = (typeof contractSchedules)[number]
export const contractTypes = ['RegularContract', 'IrregularContract', 'CompanyBedOrder'] as const
export type ContractType = (typeof contractTypes)[number]

export const managerAbsenceTypes = ['Absence', 'ExtraDay', 'Suggestion'] as const
export type ManagerAbsenceType = (typeof managerAbsenceTypes)[number]
export const requestStatuses = ['Submitted', 'Cancelled'] as const
export type RequestStatus = (typeof requestStatuses)[number]
export const absenceStatuses = [
  'Submitted',
  'CancellationPending',
  'Cancelled',
  'CancellationRejected',
] as const
export type AbsenceStatus = (typeof absenceStatuses)[number]
export const absenceReasons = ['Other', 'Holiday', 'Sickness'] as const
export type AbsenceReason = (typeof absenceReasons)[number]
export const extraDayStatuses = [
  'Pending',
  'Accepted',
  'Cancelled',
  'CancelledButInvoiced',
  'Rejected',
] as const
export type ExtraDayStatus = (typeof extraDayStatuses)[number]
export const managerDocumentStatuses = ['Received', 'Validated', 'RefusedOrCancelled'] as const
export type ManagerDocumentStatus = (typeof managerDocumentStatuses)[number]
export const preRegistrationStatuses = ['New', 'Treatment', 'WaitingList', 'RefusedOrCancelled'] as const
export type PreRegistrationStatus = (typeof preRegistrationStatuses)[number]
export const documentAvailabilities = ['Available', 'Sent'] as const
export type DocumentAvailability = (typeof documentAvailabilities)[number]
export const planningDataKinds = ['Real', 'Planned'] as const
export type PlanningDataKind = (typeof planningDataKinds)[number]
export const templateModes = ['OutputOnly', 'InputOnly', 'OutputWithTemplate'] as const
export type TemplateMode = (typeof templateModes)[number]

/** Spec 000 §3 "Pricing unit: hourly, semi-daily, daily, monthly". */
export const pricingUnits = ['hourly', 'semi-daily', 'daily', 'monthly'] as const
export type PricingUnit = (typeof pricingUnits)[number]
/** Spec 000 §3 "Billing timing: none, advance, arrears". */
export const billingTimings = ['none', 'advance', 'arrears'] as const
export type BillingTiming = (typeof billingTimings)[number]
export const paymentTypes = [
  'sepa',
  'bank-transfer',
  'cheque',
  'cesu',
  'ecesu',
  'cash',
  'bank-card',
  'other',
] as const
export type PaymentType = (typeof paymentTypes)[number]

// --- structure settings (not in the spec: docs/manager.md, decision 0049) ---------------------

/**
 * The kind of structure, which picks the pricing policy later (research
 * manager-advisor-enrolment.md §1): collective crèche and micro-crèche under PSU use the CNAF
 * effort rates, a PAJE micro-crèche its own tariffs, family and parental crèches the lower table.
 */
export const structureKinds = ['collective', 'micro-psu', 'micro-paje', 'family', 'parental'] as const
export type StructureKind = (typeof structureKinds)[number]

/**
 * Mensualisation: `smoothed` divides the contract's yearly hours over the months billed (PSU
 * "accueil régulier"); `real` bills each month's planned hours; `none` bills presences only.
 */
export const mensualisationModes = ['smoothed', 'real', 'none'] as const
export type MensualisationMode = (typeof mensualisationModes)[number]

/** How a presence time is rounded: to the started step (the default), the nearest step, or not. */
export const presenceRoundings = ['started', 'nearest', 'none'] as const
export type PresenceRounding = (typeof presenceRoundings)[number]

/** The illness waiting period counts calendar days or working days (monday–friday). */
export const waitingDayKinds = ['calendar', 'working'] as const
export type WaitingDayKind = (typeof waitingDayKinds)[number]

/** The adaptation period: billed like the contract, billed on real presences, or free. */
export const adaptationBillings = ['contract', 'real', 'free'] as const
export type AdaptationBilling = (typeof adaptationBillings)[number]

/** When an invoice falls due: some days after it is issued, or a fixed day of the month. */
export const dueDateRules = ['days-after-invoice', 'day-of-month'] as const
export type DueDateRule = (typeof dueDateRules)[number]
