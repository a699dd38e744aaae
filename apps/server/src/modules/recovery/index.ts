// What other modules use of recovery: the activation mail of the people a school creates.
export {
  activationStates,
  sendActivation,
  sendActivations,
  type ActivationState,
} from './recovery.activation'
