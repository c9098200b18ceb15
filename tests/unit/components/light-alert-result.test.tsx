import { render, screen } from '@testing-library/react';
import LightAlert from '../../../components/common/light-alert';
import LightResult from '../../../components/common/light-result';

describe('LightAlert', () => {
  it('announces its title and description, with the type icon when asked', () => {
    render(
      <LightAlert
        type="warning"
        showIcon
        title="Age verification required"
        description="Your account needs age verification."
        action={<a href="/verify">Verify</a>}
        data-testid="notice"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toBe(screen.getByTestId('notice'));
    expect(alert).toHaveTextContent('Age verification required');
    expect(alert).toHaveTextContent('Your account needs age verification.');
    expect(screen.getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/verify');
    expect(alert.querySelector('.anticon-exclamation-circle')).toBeInTheDocument();
  });

  it('draws no icon unless asked, and one per type', () => {
    const { rerender } = render(<LightAlert type="error" title="Failed" />);
    expect(screen.getByRole('alert').querySelector('.anticon')).not.toBeInTheDocument();
    rerender(<LightAlert type="error" showIcon title="Failed" />);
    expect(screen.getByRole('alert').querySelector('.anticon-close-circle')).toBeInTheDocument();
    rerender(<LightAlert type="success" showIcon title="Sent" />);
    expect(screen.getByRole('alert').querySelector('.anticon-check-circle')).toBeInTheDocument();
    rerender(<LightAlert showIcon title="Note" />);
    expect(screen.getByRole('alert').querySelector('.anticon-info-circle')).toBeInTheDocument();
  });
});

describe('LightResult', () => {
  it('shows the status icon, title, sub-title and actions', () => {
    render(
      <LightResult
        status="success"
        title="Your email has been verified"
        subTitle="Thanks! Your account is ready."
        extra={<a href="/auth/login">Log in</a>}
        data-testid="verified"
      />,
    );
    const result = screen.getByTestId('verified');
    expect(result).toHaveTextContent('Your email has been verified');
    expect(result).toHaveTextContent('Thanks! Your account is ready.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(result.querySelector('.anticon-check-circle')).toBeInTheDocument();
  });

  it('takes a custom icon in place of the status one', () => {
    render(<LightResult status="error" icon={<span data-testid="custom-icon" />} title="Working…" data-testid="r" />);
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
    expect(screen.getByTestId('r').querySelector('.anticon-close-circle')).not.toBeInTheDocument();
  });
});
