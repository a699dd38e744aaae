import { Box, Breadcrumbs, CircularProgress, Grid, Link, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { brandAssetKeys } from '@nido/domain/contracts/brands'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { PictureField } from '@/ui/upload/picture-field'
import { BrandSettingsForm } from '../components/brand-settings-form'
import { BrandTerms } from '../components/brand-terms'
import { brandQuery, useSetBrandAsset, useUpdateBrand } from '../queries'
import '../i18n'

// /admin/brands/:id (docs/administration.md "Brands"): the brand of a group — its settings, its
// logos and favicon (media kind `group`, public), and its terms of use per language.
export default function BrandPage() {
  const { t } = useTranslation('brands')
  const toast = useToast()
  const me = useSignedInMe()
  const userId = me.user.id
  const brandId = useParams().id ?? ''
  const brand = useQuery(brandQuery(userId, brandId))
  const update = useUpdateBrand(userId, brandId)
  const setAsset = useSetBrandAsset(userId, brandId)

  if (brand.isPending) return <CircularProgress aria-label={t('loading')} />
  if (brand.isError)
    return <ErrorBlock title={t('loadError')} error={brand.error} onRetry={() => void brand.refetch()} />
  const b = brand.data

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/groups">
          {t('groups')}
        </Link>
        <Typography color="text.secondary">{t('title')}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {b.name}
      </Typography>
      <BrandSettingsForm
        key={b.id}
        brand={b}
        busy={update.isPending}
        onSubmit={async (body) => {
          try {
            const saved = await update.mutateAsync(body)
            toast.success(t('saved'))
            return saved
          } catch (e) {
            toast.apiError(e)
            throw e
          }
        }}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('sections.assets')}
      </Typography>
      <Grid container spacing={3}>
        {brandAssetKeys.map((asset) => (
          <Grid key={asset} size={{ xs: 12, md: 6 }}>
            <PictureField
              value={b.assets[asset] ?? null}
              kind="group"
              texts={{
                label: t(`assets.${asset}`),
                choose: t('assets.choose'),
                remove: t('assets.remove'),
                removeTitle: t('assets.removeTitle', { asset: t(`assets.${asset}`) }),
                removeText: t('assets.removeText'),
                uploading: t('assets.uploading', { asset: t(`assets.${asset}`) }),
                cancel: t('assets.cancel'),
              }}
              onChange={async (mediaId) => {
                await setAsset.mutateAsync({ asset, mediaId })
                toast.success(t('saved'))
              }}
            />
          </Grid>
        ))}
      </Grid>
      <BrandTerms userId={userId} brandId={brandId} />
    </Box>
  )
}
