// The payment status codes our payment rows carry (payment.status_code, with its text in
// payment.status): written by the demo data and by capture/reject, read by the order detail.
export const PAYMENT_STATUS = {
  pending: [0, 'Aguardando pagamento'],
  authorized: [1, 'Autorizado'],
  paid: [2, 'Pago'],
  refused: [3, 'Recusado'],
  cancelled: [4, 'Cancelado'],
  expired: [5, 'Expirado'],
} as const;
