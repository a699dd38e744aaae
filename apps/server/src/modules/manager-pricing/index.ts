// The public face of manager-pricing (ARCHITECTURE §2): nothing yet; the contracts work will
// price through previewPrice's engine call.
export {}
