// The public face of two-factor (ARCHITECTURE §2): other modules use only what is exported here —
// the second factor of a sign-in.
export {
  answerChallenge,
  chooseChallengeMethod,
  createChallenge,
  modesOfSettings,
} from './two-factor.challenge'
