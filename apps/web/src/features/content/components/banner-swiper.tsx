import type { Banner } from '@scoreline/contract';
import { Skeleton, Swiper } from 'antd-mobile';
import styles from './content.module.css';

export interface BannerSwiperProps {
  banners: Banner[] | undefined;
  onOpenLink: (href: string) => void;
  resolveUrl: (url: string) => string;
}

/** The home banners: editors' images, or a match's two team colours when there is no image. */
export function BannerSwiper({ banners, onOpenLink, resolveUrl }: BannerSwiperProps) {
  if (!banners) return <Skeleton animated className={styles.banners} style={{ height: 132 }} />;
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners} data-testid="home-banners">
      <Swiper autoplay={banners.length > 1} loop={banners.length > 1} autoplayInterval={5000}>
        {banners.map((b) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className={styles.banner}
              style={{ backgroundImage: b.img ? `url(${resolveUrl(b.img)})` : `linear-gradient(120deg, ${b.colours[0]}, ${b.colours[1]})` }}
              onClick={() => onOpenLink(b.href)}
              data-testid={`home-banner-${b.id}`}
            >
              <span className={styles.bannerTitle}>{b.title}</span>
              {b.subtitle && <span className={styles.bannerSubtitle}>{b.subtitle}</span>}
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
