// The public face of setup (ARCHITECTURE §2): server.ts issues and prints the setup link of a new
// install (docs/deploy.md "Installing for your organisation").
export { issueSetupToken, setupUrl } from './setup.token'
