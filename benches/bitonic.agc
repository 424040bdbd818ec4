; One compare-exchange step of a bitonic sort of i32 keys: work-item i
; pairs with i ^ j, and the pair is ordered ascending when bit k of i is
; clear, descending otherwise. The host runs the step for every (k, j).
;
; run: @bitonic grid(256) wg(256) (data=i32[256](255 - i), j=1, k=2) => data == (255 - (i - i % 4) - ((i % 4) ^ (1 - (i % 4) / 2)))
; run: @bitonic grid(512) wg(256) (data=i32[512](i), j=256, k=512) => data == (i)

kernel @bitonic(%data: ptr.global, %j: i32, %k: i32) flat_workgroup_size(1, 256) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %i = iadd %base, %tid
    %ixj = xor %i, %j
    %partner = icmp ugt %ixj, %i
    brif %partner, compare, exit

compare:
    %i64 = zext.i64 %i
    %two64 = iconst.i64 2
    %ioff = shl %i64, %two64
    %pi = ptradd %data, %ioff
    %p64 = zext.i64 %ixj
    %poff = shl %p64, %two64
    %pp = ptradd %data, %poff
    %a = load.i32 %pi, align 4
    %b = load.i32 %pp, align 4
    %dir = and %i, %k
    %zero = iconst.i32 0
    %up = icmp eq %dir, %zero
    %agt = icmp sgt %a, %b
    %alt = icmp slt %a, %b
    %swap = select %up, %agt, %alt
    brif %swap, exchange, exit

exchange:
    store %b, %pi, align 4
    store %a, %pp, align 4
    br exit

exit:
    ret
}
