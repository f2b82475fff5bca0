import { Card } from 'antd';
import { BACK_SITE_TITLE } from '../../app/site.ts';
import { StaffLoginForm } from '../../modules/back-shell/StaffLoginForm.tsx';

/** /back/Login: staff sign-in. */
export function BackLoginPage() {
  return (
    <div className="coal-back-login">
      <Card className="coal-back-login__card" title={BACK_SITE_TITLE}>
        <StaffLoginForm />
      </Card>
    </div>
  );
}
