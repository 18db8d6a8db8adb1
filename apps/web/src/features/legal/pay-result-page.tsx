/** `/payResult`: the payment-result notice; the close hint fades in after 2 seconds. */
export function PayResultPage() {
  return (
    <main className="legal" style={{ textAlign: 'center', marginTop: 80 }}>
      <h1>결제 결과 안내</h1>
      <p>결제 처리가 끝났습니다.</p>
      <p className="fade-in-late" data-testid="close-hint">
        결과를 확인하시려면 아래의 닫기 버튼을 눌러주세요.
      </p>
    </main>
  );
}
