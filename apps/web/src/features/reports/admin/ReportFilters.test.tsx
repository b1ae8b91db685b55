import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportFilters } from './ReportFilters';

describe('ReportFilters', () => {
  it('applies a country and a period checked by the shared schema', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<ReportFilters filter={{}} onApply={onApply} />);
    await user.selectOptions(screen.getByLabelText('País de los miembros'), 'chile');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(onApply).toHaveBeenCalledWith({ country: 'chile', from: '2026-03-01', to: '2026-03-31' });
  });

  it('refuses a period that ends before it starts, beside the field, without asking for figures', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<ReportFilters filter={{}} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(onApply).not.toHaveBeenCalled();
    const to = screen.getByLabelText('Hasta');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('La fecha final no puede ser anterior a la inicial');
  });

  it('clears every filter at once', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<ReportFilters filter={{ country: 'peru', from: '2026-01-01' }} onApply={onApply} />);
    expect(screen.getByLabelText('País de los miembros')).toHaveValue('peru');
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(onApply).toHaveBeenCalledWith({});
    expect(screen.getByLabelText('Desde')).toHaveValue('');
  });
});
