import FavoriteIcon from '@mui/icons-material/Favorite'
import ThumbUpIcon from '@mui/icons-material/ThumbUp'
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt'
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied'
import type { ReactElement } from 'react'
import type { ReactionType } from '@nido/domain/enums/content'

// The icon of each reaction, shared by the bar and the lazily loaded "who reacted" dialog; in its
// own file so that the dialog does not import the bar that loads it (no import cycles, decision 0014).
export const reactionIcons: Record<ReactionType, ReactElement> = {
  heart: <FavoriteIcon fontSize="small" />,
  thumbsUp: <ThumbUpIcon fontSize="small" />,
  smile: <SentimentSatisfiedAltIcon fontSize="small" />,
  sad: <SentimentDissatisfiedIcon fontSize="small" />,
}
