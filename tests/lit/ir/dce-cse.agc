; Dead code elimination and common subexpressions at -O1; convergent wave
; operations are not merged across blocks.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit ir -O1 -o - %s | FileCheck %s

func @cse(%a: i32, %b: i32) -> i32 {
entry:
    %x = iadd %a, %b
    %y = iadd %b, %a
    %unused = imul %a, %a
    %r = imul %x, %y
    ret %r
}

kernel @waves(%p: ptr.global) {
entry:
    %t = workitem_id x
    %r1 = readfirstlane %t
    %k = iconst.i32 3
    %c = icmp ult %t, %k
    brif %c, inner, done

inner:
    %r2 = readfirstlane %t
    store %r2, %p, align 4
    br done

done:
    store %r1, %p, align 4
    ret
}

; CHECK: func @cse(%a: i32, %b: i32) -> i32 {
; CHECK-NEXT: entry:
; CHECK-NEXT:     %x = iadd %a, %b
; CHECK-NEXT:     %r = imul %x, %x
; CHECK-NEXT:     ret %r
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: kernel @waves(%p: ptr.global) {
; CHECK-NEXT: entry:
; CHECK-NEXT:     %t = workitem_id x
; CHECK-NEXT:     %r1 = readfirstlane %t
; CHECK-NEXT:     %k = iconst.i32 3
; CHECK-NEXT:     %c = icmp ult %t, %k
; CHECK-NEXT:     brif %c, inner, done
; CHECK-EMPTY:
; CHECK-NEXT: inner:
; CHECK-NEXT:     %r2 = readfirstlane %t
; CHECK-NEXT:     store %r2, %p, align 4
; CHECK-NEXT:     br done
; CHECK-EMPTY:
; CHECK-NEXT: done:
; CHECK-NEXT:     store %r1, %p, align 4
; CHECK-NEXT:     ret
; CHECK-NEXT: }
; CHECK-NOT: {{.}}
