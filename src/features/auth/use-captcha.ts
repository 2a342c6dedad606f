import { useCallback, useEffect, useState } from 'react';
import { getVerCode } from '@/api/auth';

/** The captcha image: each answer is bound to a cookie and used once, so it reloads after every failed sign-in. */
export function useCaptcha() {
  const [image, setImage] = useState('');
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    getVerCode()
      .then((res) => {
        setImage(res.data.image);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(refresh, [refresh]);
  return { image, failed, refresh };
}
