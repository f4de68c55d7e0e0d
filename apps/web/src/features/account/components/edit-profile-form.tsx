import { MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES, type UserInfo } from '@scoreline/contract';
import { Button } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import { showToast } from '../../../lib/toast.ts';
import { useChangeProfile, useUploadImage } from '../api/profile.ts';
import { nicknameProblem } from '../utils/nickname.ts';
import { UserAvatar } from './user-avatar.tsx';
import styles from './account.module.css';

/**
 * Edit nickname and avatar. A chosen photo is previewed at once and uploaded straight away
 * (Sundry/uploadImg); Save sets the uploaded URL and/or the nickname with Sundry/changeNim.
 */
export function EditProfileForm({ user, onSaved }: { user: UserInfo; onSaved: () => void }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(user.nickname);
  const [file, setFile] = useState<File | null>(null);
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const upload = useUploadImage();
  const change = useChangeProfile();
  const localPreview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (localPreview ? URL.revokeObjectURL(localPreview) : undefined), [localPreview]);

  const problem = nicknameProblem(nickname);
  const nicknameChanged = nickname.trim() !== user.nickname;
  const problemText = problem === 'length' ? t('edit.nicknameLength') : problem === 'characters' ? t('edit.nicknameChars') : null;
  const preview = avatarUrl ? api.resolveUrl(avatarUrl) : localPreview;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (!chosen) return;
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(chosen.type)) return showToast(t('edit.imageType'));
    if (chosen.size > MAX_UPLOAD_BYTES) return showToast(t('edit.imageTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
    setFile(chosen);
    setAvatarUrl(null);
    upload.mutate(chosen, { onSuccess: (image) => setAvatarUrl(image.url), onError: () => setFile(null) });
  };

  const handleSave = () => {
    setTouched(true);
    if (nicknameChanged && problemText) return showToast(problemText);
    if (!nicknameChanged && !avatarUrl) return showToast(t('edit.nothingChanged'));
    const payload = { ...(nicknameChanged ? { nickname: nickname.trim() } : {}), ...(avatarUrl ? { avatar: avatarUrl } : {}) };
    // Callbacks on mutate run only while this form is still shown: a user who has already left
    // is not sent "back" from wherever they went. The profile is stored either way.
    change.mutate(payload, {
      onSuccess: () => {
        showToast(t('edit.saved'));
        onSaved();
      },
    });
  };

  return (
    <div className={styles.editForm}>
      <label className={styles.avatarPicker} data-testid="edit-avatar">
        {preview ? (
          <img className={styles.avatar} style={{ width: 88, height: 88 }} src={preview} alt="" data-testid="edit-avatar-preview" />
        ) : (
          <UserAvatar src={user.avatar} size={88} testId="edit-avatar-current" />
        )}
        <span className={styles.avatarBadge} aria-hidden="true">
          <CameraOutline />
        </span>
        <span className={styles.avatarHint}>{t('edit.changeAvatar')}</span>
        <input type="file" accept={UPLOAD_MIME_TYPES.join(',')} className={styles.hiddenInput} onChange={handleFile} data-testid="edit-avatar-input" />
      </label>
      <label className={styles.editRow} data-testid="edit-nickname">
        <span className={styles.editLabel}>{t('edit.nickname')}</span>
        <input
          className={styles.input}
          value={nickname}
          maxLength={32}
          placeholder={t('edit.nicknamePlaceholder')}
          onChange={(e) => setNickname(e.target.value)}
          onBlur={() => setTouched(true)}
        />
      </label>
      {touched && nicknameChanged && problemText && (
        <p className={styles.fieldError} role="alert" data-testid="edit-nickname-error">
          {problemText}
        </p>
      )}
      <Button
        color="primary"
        block
        shape="rounded"
        size="large"
        className={styles.submit}
        loading={upload.isPending || change.isPending}
        disabled={upload.isPending}
        onClick={handleSave}
        data-testid="edit-save"
      >
        {t('common.save')}
      </Button>
    </div>
  );
}
