import { Box, Button, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Footer } from './footer'

const sections = ['account', 'children', 'content', 'technical', 'rights'] as const

/** Spec 000 §2 /privacy: what Nido stores and why, in the reader's language. */
export default function PrivacyPage() {
  const { t } = useTranslation('session')
  return (
    <>
      <Box component="main" sx={{ maxWidth: 680, mx: 'auto', mt: 6, px: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('privacy.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('privacy.intro')}</Typography>
        {sections.map((section) => (
          <Box component="section" key={section} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t(`privacy.${section}Title`)}
            </Typography>
            <Typography>{t(`privacy.${section}Body`)}</Typography>
          </Box>
        ))}
        <Button component={RouterLink} to="/" variant="outlined">
          {t('privacy.home')}
        </Button>
      </Box>
      <Footer />
    </>
  )
}
